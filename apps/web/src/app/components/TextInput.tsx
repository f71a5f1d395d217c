import { forwardRef, useImperativeHandle, useRef, type InputHTMLAttributes } from 'react';

import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

import { useTypedValueHandover } from '../hydration';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** Styles over the bare look, e.g. another height. */
  sx?: SxProps<Theme>;
};

/**
 * A bare text input that takes its look from the surrounding box (search bars, newsletter). Lighter than
 * MUI's InputBase, which matters for the first page. On a prerendered page, what the visitor typed into
 * it before the app took over is handed to `onChange` once the box has hydrated.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { sx, ...props },
  ref,
) {
  const field = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => field.current as HTMLInputElement, []);
  useTypedValueHandover(field);
  return (
    <Box
      component="input"
      ref={field}
      {...props}
      sx={[
        {
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: 16,
          py: 1,
          '&::placeholder': { color: 'text.secondary', opacity: 0.8 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
});
