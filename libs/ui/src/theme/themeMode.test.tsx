import { act as reactAct, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { useColorScheme } from '@mui/material/styles';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppTheme } from './AppTheme';
import { useThemeMode } from './themeMode';

/** Makes the system report a dark (or light) colour-scheme preference. */
function preferDark(dark: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: dark && query.includes('prefers-color-scheme: dark'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

const wrapper = ({ children }: { children: ReactNode }) => <AppTheme>{children}</AppTheme>;

describe('useThemeMode', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'theme=; max-age=0; path=/';
    document.documentElement.className = '';
  });
  afterEach(() => preferDark(false));

  it('uses the stored mode over the system preference', () => {
    preferDark(true);
    window.localStorage.setItem('theme', 'light');
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    expect(result.current.mode).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows the system preference when nothing is stored', () => {
    preferDark(true);
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    expect(result.current.mode).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('falls back to light when the system has no preference and nothing valid is stored', () => {
    preferDark(false);
    window.localStorage.setItem('theme', 'purple');
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    expect(result.current.mode).toBe('light');
  });

  it('writes the mode back to storage, also the one taken from the system', () => {
    preferDark(true);
    renderHook(() => useThemeMode(), { wrapper });
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('toggles between light and dark, updating storage and the dark class', () => {
    preferDark(false);
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    expect(document.documentElement).not.toHaveClass('dark');

    act(() => result.current.toggleMode());
    expect(result.current.mode).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    act(() => result.current.toggleMode());
    expect(result.current.mode).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('tells the server the mode in a cookie, so that it sends the next page with that mode only', () => {
    preferDark(false);
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    expect(document.cookie).toContain('theme=light');
    act(() => result.current.toggleMode());
    expect(document.cookie).toContain('theme=dark');
    expect(document.cookie).not.toContain('theme=light');
  });

  it("keeps only the mode in use's theme variables in the document, and switches them with the mode", () => {
    preferDark(false);
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    const css = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css()).toContain('--mui-palette-background-default:#f5f7fb');
    expect(css()).not.toContain('--mui-palette-background-default:#0b1120');
    act(() => result.current.toggleMode());
    expect(css()).toContain('--mui-palette-background-default:#0b1120');
    expect(css()).not.toContain('--mui-palette-background-default:#f5f7fb');
    // What every mode shares stays.
    expect(css()).toContain('--mui-spacing:8px');
  });

  it('can be set explicitly', () => {
    preferDark(false);
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    act(() => result.current.setMode('dark'));
    expect(result.current.mode).toBe('dark');
    act(() => result.current.setMode('dark'));
    expect(result.current.mode).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows a change made in another tab', () => {
    preferDark(false);
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(result.current.mode).toBe('dark');
  });

  it.each(['light', 'dark'] as const)(
    'hydrates server markup with the stored mode (%s) without changing the theme context afterwards, and the toggle then knows the mode',
    async (stored) => {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
      preferDark(false);
      // A context change right after hydration would make React hydrate every part of the page still
      // waiting for it in one long task: the parts reading the colour scheme render once, in hydration.
      const renders: (string | undefined)[] = [];
      function SchemeReader() {
        renders.push(useColorScheme().colorScheme);
        return <span>page</span>;
      }
      let shownMode: string | undefined = 'not rendered';
      function Toggle() {
        shownMode = useThemeMode().mode;
        return <button type="button">{shownMode ?? 'either'}</button>;
      }
      const page = (
        <AppTheme>
          <SchemeReader />
          <Toggle />
        </AppTheme>
      );
      const container = document.createElement('div');
      container.append(document.createRange().createContextualFragment(renderToString(page)));
      expect(container.textContent).toBe('pageeither');
      renders.length = 0;
      window.localStorage.setItem('theme', stored);
      const errors: unknown[] = [];
      let root!: ReturnType<typeof hydrateRoot>;
      await reactAct(async () => {
        root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(renders).toEqual([stored]);
      expect(shownMode).toBe(stored);
      expect(container.textContent).toBe(`page${stored}`);
      await reactAct(async () => root.unmount());
    },
  );

  it('must be used inside AppTheme', () => {
    expect(() => renderHook(() => useThemeMode())).toThrow(/inside <AppTheme>/);
  });
});
