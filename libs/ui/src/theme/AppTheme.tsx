import { useMemo, type ElementType, type ReactNode } from 'react';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

import { createAppTheme } from './createAppTheme';
import { ThemeModeContext, useThemeModeState, type ThemeMode } from './themeMode';

export interface AppThemeProps {
  children: ReactNode;
  /** The router's link component; MUI links and `href` buttons then navigate client-side. */
  linkComponent?: ElementType;
  /** Starting colour mode instead of the stored or system one (the build-time prerender of the shell). */
  initialMode?: ThemeMode;
}

/** Light and dark MUI themes, the colour-mode state (see `useThemeMode`) and the CSS baseline. */
export function AppTheme({ children, linkComponent, initialMode }: AppThemeProps) {
  const modeState = useThemeModeState(initialMode);
  const theme = useMemo(() => createAppTheme(modeState.mode, linkComponent), [modeState.mode, linkComponent]);

  return (
    <ThemeModeContext.Provider value={modeState}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
