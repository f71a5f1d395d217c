import { useCallback, useEffect, useMemo } from 'react';

import { useColorScheme, type StorageManager } from '@mui/material/styles';

import { themeModeCookie, type ThemeMode } from '@hireloop/schema';

import { useHydrated } from '../hooks/useHydrated';

export type { ThemeMode };

export interface ThemeModeState {
  /** The mode in use; undefined until the app has mounted (the server's and the hydration's render). */
  mode: ThemeMode | undefined;
  /** Sets the mode explicitly. */
  setMode: (mode: ThemeMode) => void;
  /** Switches between light and dark. */
  toggleMode: () => void;
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** The mode saved under `key`, or null when nothing (valid) is stored or storage is blocked. */
function readStoredMode(key: string): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(key);
    return isThemeMode(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where MUI keeps the colour mode (the `theme` key, THEME_STORAGE_KEY): 'light' or 'dark', anything else
 * counts as nothing stored; written on every change and followed when another tab changes it. Storage can
 * be unavailable (private mode, quota): the mode then still applies to this page. Each change also goes
 * into the cookie of the same name, from which the server sends the next page with that mode's theme
 * variables only (themeModeOfCookie).
 */
export const themeModeStorage: StorageManager = ({ key }) => ({
  get: (defaultValue: unknown) => {
    if (typeof window === 'undefined') return undefined;
    return readStoredMode(key) ?? defaultValue;
  },
  set: (value: unknown) => {
    if (!isThemeMode(value)) return;
    try {
      document.cookie = themeModeCookie(value);
      window.localStorage.setItem(key, value);
    } catch {
      // Not stored; the mode applies to this page.
    }
  },
  subscribe: (handler) => {
    const listener = (event: StorageEvent) => {
      if (event.key === key && isThemeMode(event.newValue)) handler(event.newValue);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
});

/**
 * Keeps the document and storage in step with the mode (inside `<AppTheme>`): the stored mode wins, and
 * when nothing is stored the system preference decides and is stored (index.html's inline script stores
 * it before the app starts, so this happens here only where that script did not run or storage refused
 * it); CSS `color-scheme` on the document root follows the mode (that script set it before the first
 * paint). MUI itself sets the root's `light` or `dark` class, which switches the theme's CSS variables.
 */
export function useThemeModeSync(): void {
  const { mode, systemMode, colorScheme, setMode } = useColorScheme();
  useEffect(() => {
    if (mode === 'system' && systemMode) setMode(systemMode);
  }, [mode, systemMode, setMode]);
  useEffect(() => {
    if (isThemeMode(colorScheme)) document.documentElement.style.colorScheme = colorScheme;
  }, [colorScheme]);
}

/**
 * The colour mode of the surrounding `<AppTheme>`: read it, set it, toggle it. While the app hydrates
 * prerendered markup the mode reads as undefined, as the server drew it (it cannot know the mode); the
 * component then renders again, alone, with the mode.
 */
export function useThemeMode(): ThemeModeState {
  const { allColorSchemes, colorScheme, setMode } = useColorScheme();
  const hydrated = useHydrated();
  const mode = hydrated && isThemeMode(colorScheme) ? colorScheme : undefined;
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  const state = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);
  // Outside a colour-scheme provider MUI answers with no schemes at all.
  if (allColorSchemes.length === 0) throw new Error('useThemeMode() must be used inside <AppTheme>.');
  return state;
}
