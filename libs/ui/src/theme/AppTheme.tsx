import { useMemo, type ElementType, type ReactNode } from 'react';

import { css, Global, type CSSObject } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme, type Theme } from '@mui/material/styles';

import { THEME_STORAGE_KEY, type ThemeMode } from '@hireloop/schema';

import { createAppTheme } from './createAppTheme';
import { isThemeMode, themeModeStorage, useThemeModeSync } from './themeMode';

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
 * The theme's CSS variables as MUI generates them, one style sheet for what every mode shares and one
 * per mode (the sheet whose selector list names the mode's class: `:root, .light` and `.dark`).
 */
export function themeStyleSheets(theme: Theme): Record<'shared' | ThemeMode, CSSObject[]> {
  const sheets: Record<'shared' | ThemeMode, CSSObject[]> = { shared: [], light: [], dark: [] };
  for (const sheet of theme.generateStyleSheets()) {
    const selectors = Object.keys(sheet).flatMap((key) => key.split(',').map((s) => s.trim()));
    const mode = (['light', 'dark'] as const).find((m) => selectors.includes(`.${m}`));
    sheets[mode ?? 'shared'].push(sheet);
  }
  return sheets;
}

/**
 * The names (Emotion's) of the styles holding each colour mode's theme variables, as ThemeVariables
 * inserts them (`<Global styles={x}>` names its style as `css(x)` does): the server renderer puts each in
 * an element of its own.
 */
export function themeModeStyleNames(): Record<ThemeMode, string> {
  const sheets = themeStyleSheets(createAppTheme());
  return { light: css(sheets.light).name, dark: css(sheets.dark).name };
}

/** The mode index.html's inline script set on the document root before the first paint. */
const documentMode = (): ThemeMode =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

/**
 * The theme's CSS variables (instead of MUI's one style sheet for every mode): the shared ones, and the
 * variables of the mode in use only. On the server both modes, each a style of its own, so that the
 * server can send a visitor whose mode it knows only that mode's (src/prerender/prerender.tsx). In the
 * browser the mode in use (MUI's, else the one index.html's inline script set on the document root):
 * switching modes inserts the new mode's variables and removes the old ones in the same commit, so the
 * switch is immediate.
 */
function ThemeVariables({ theme }: { theme: Theme }) {
  const sheets = useMemo(() => themeStyleSheets(theme), [theme]);
  const { colorScheme } = useColorScheme();
  const modes: readonly ThemeMode[] =
    typeof document === 'undefined'
      ? ['light', 'dark']
      : [isThemeMode(colorScheme) ? colorScheme : documentMode()];
  return (
    <>
      <Global styles={sheets.shared} />
      {modes.map((mode) => (
        <Global key={mode} styles={sheets[mode]} />
      ))}
    </>
  );
}

/**
 * The MUI theme (light and dark in CSS variables, switched by the document root's `dark` class), the
 * colour mode (see `useThemeMode`) and the CSS baseline. The same markup serves both modes: the server
 * draws a page once, and index.html's inline script sets the visitor's mode before the first paint. The
 * theme's variables are ThemeVariables' (MUI's own style sheet, both modes in one, is turned off).
 */
export function AppTheme({ children, linkComponent }: AppThemeProps) {
  const theme = useMemo(() => createAppTheme(linkComponent), [linkComponent]);

  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={THEME_STORAGE_KEY}
      storageManager={themeModeStorage}
      disableStyleSheetGeneration
      // The mode is read from storage in the first render, hydration included: the theme's context does
      // not change right after hydration. Such a change reaches the parts of the page still waiting to
      // hydrate and makes React hydrate them all in one long task instead of in small slices. The markup
      // does not depend on the mode (useThemeMode reads it as undefined while hydrating).
      noSsr
    >
      <ThemeVariables theme={theme} />
      <CssBaseline enableColorScheme />
      <ThemeModeSync />
      {children}
    </ThemeProvider>
  );
}
