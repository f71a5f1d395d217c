import type { ReactNode } from 'react';

import { ThemeProvider, type Theme } from '@mui/material/styles';

export interface AccentScopeProps {
  /** The palette colour that becomes `primary` inside: 'secondary' is the recruiters' orange. */
  accent: 'primary' | 'secondary';
  children: ReactNode;
}

// Stable functions, so the nested theme is computed once per outer theme (light or dark).
const withSecondaryAccent = (outer: Theme): Theme => ({
  ...outer,
  palette: { ...outer.palette, primary: outer.palette.secondary },
});

/**
 * Paints everything inside with another accent colour: buttons, links, tabs, pagers and headers that use
 * `primary` take the accent instead. The recruiter area is orange, like its nav links.
 */
export function AccentScope({ accent, children }: AccentScopeProps) {
  if (accent === 'primary') return <>{children}</>;
  return <ThemeProvider theme={withSecondaryAccent}>{children}</ThemeProvider>;
}
