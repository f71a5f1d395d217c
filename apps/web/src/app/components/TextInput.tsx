import { forwardRef, type InputHTMLAttributes } from 'react';

import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** Styles over the bare look, e.g. another height. */
  sx?: SxProps<Theme>;
};

/**
 * A bare text input that takes its look from the surrounding box (search bars, newsletter). Lighter than
 * MUI's InputBase, which matters for the first page.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { sx, ...props },
  ref,
) {
  return (
    <Box
      component="input"
      ref={ref}
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
