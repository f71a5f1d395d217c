import { useMemo, type ReactNode } from 'react';

import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

/**
 * Keeps every text field's label on its border, so the hints the spec asks for ('+91-XX',
 * 'min 6 characters', ...) show as placeholders before the field is focused, and every field of a form
 * looks the same.
 */
export function LabelsAbove({ children }: { children: ReactNode }) {
  const outer = useTheme();
  const theme = useMemo(
    () =>
      createTheme(outer, {
        components: { MuiTextField: { defaultProps: { slotProps: { inputLabel: { shrink: true } } } } },
      }),
    [outer],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
