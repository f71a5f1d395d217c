import { useMemo, type ElementType, type ReactNode } from 'react';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

import { THEME_STORAGE_KEY } from '@hireloop/schema';

import { createAppTheme } from './createAppTheme';
import { themeModeStorage, useThemeModeSync } from './themeMode';

export interface AppThemeProps {
  children: ReactNode;
  /** The router's link component; MUI links and `href` buttons then navigate client-side. */
  linkComponent?: ElementType;
}

function ThemeModeSync() {
  useThemeModeSync();
  return null;
}

/**
 * The MUI theme (light and dark in CSS variables, switched by the document root's `dark` class), the
 * colour mode (see `useThemeMode`) and the CSS baseline. The same markup serves both modes: the server
 * draws a page once, and index.html's inline script sets the visitor's mode before the first paint.
 */
export function AppTheme({ children, linkComponent }: AppThemeProps) {
  const theme = useMemo(() => createAppTheme(linkComponent), [linkComponent]);

  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={THEME_STORAGE_KEY}
      storageManager={themeModeStorage}
    >
      <CssBaseline enableColorScheme />
      <ThemeModeSync />
      {children}
    </ThemeProvider>
  );
}
