import { useMemo, type ElementType, type ReactNode } from 'react';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

import { createAppTheme } from './createAppTheme';
import { ThemeModeContext, useThemeModeState } from './themeMode';

export interface AppThemeProps {
  children: ReactNode;
  /** The router's link component; MUI links and `href` buttons then navigate client-side. */
  linkComponent?: ElementType;
}

/** Light and dark MUI themes, the colour-mode state (see `useThemeMode`) and the CSS baseline. */
export function AppTheme({ children, linkComponent }: AppThemeProps) {
  const modeState = useThemeModeState();
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
