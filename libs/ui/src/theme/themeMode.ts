import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

import { THEME_STORAGE_KEY } from '@hireloop/schema';

export type ThemeMode = 'light' | 'dark';

export interface ThemeModeState {
  /** The mode in use. */
  mode: ThemeMode;
  /** Sets the mode explicitly. */
  setMode: (mode: ThemeMode) => void;
  /** Switches between light and dark. */
  toggleMode: () => void;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** The mode saved under the `theme` key, or null when nothing (valid) is stored or storage is blocked. */
export function readStoredThemeMode(): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(value) ? value : null;
  } catch {
    return null;
  }
}

/** The operating system's colour-scheme preference. */
export function systemThemeMode(): ThemeMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The stored mode wins; when nothing is stored the system preference decides. */
export function initialThemeMode(): ThemeMode {
  return readStoredThemeMode() ?? systemThemeMode();
}

/** Marks the document root (`dark` class and CSS `color-scheme`) and writes the mode back to storage. */
export function applyThemeMode(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (private mode, quota); the mode still applies to this page.
  }
}

/**
 * Owns the colour mode: starts from storage or the system preference, applies it to the document
 * and writes it back on every change, and follows changes made in other tabs. `initial` overrides the
 * starting mode (the build-time prerender renders both).
 */
export function useThemeModeState(initial?: ThemeMode): ThemeModeState {
  const [mode, setMode] = useState<ThemeMode>(() => initial ?? initialThemeMode());

  useEffect(() => {
    applyThemeMode(mode);
  }, [mode]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY && isThemeMode(event.newValue)) setMode(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggleMode = useCallback(() => setMode((current) => (current === 'dark' ? 'light' : 'dark')), []);

  return useMemo(() => ({ mode, setMode, toggleMode }), [mode, toggleMode]);
}

export const ThemeModeContext = createContext<ThemeModeState | null>(null);

/** The colour mode of the surrounding `<AppTheme>`: read it, set it, toggle it. */
export function useThemeMode(): ThemeModeState {
  const context = useContext(ThemeModeContext);
  if (!context) throw new Error('useThemeMode() must be used inside <AppTheme>.');
  return context;
}
