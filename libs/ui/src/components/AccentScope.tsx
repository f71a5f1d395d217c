import type { ReactNode } from 'react';

import { ThemeProvider, type Theme } from '@mui/material/styles';

export interface AccentScopeProps {
  /** The palette colour that becomes `primary` inside: 'secondary' is the recruiters' orange. */
  accent: 'primary' | 'secondary';
  children: ReactNode;
}

// A stable function, so the nested theme is computed once per outer theme. Components read the CSS
// variables (`vars`), which follow the colour mode; `palette` holds the light values.
const withSecondaryAccent = (outer: Theme): Theme => ({
  ...outer,
  palette: { ...outer.palette, primary: outer.palette.secondary },
  vars: { ...outer.vars, palette: { ...outer.vars.palette, primary: outer.vars.palette.secondary } },
});

/**
 * Paints everything inside with another accent colour: buttons, links, tabs, pagers and headers that use
 * `primary` take the accent instead. The recruiter area is orange, like its nav links.
 */
export function AccentScope({ accent, children }: AccentScopeProps) {
  if (accent === 'primary') return <>{children}</>;
  return <ThemeProvider theme={withSecondaryAccent}>{children}</ThemeProvider>;
}
