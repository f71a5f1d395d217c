import type { ElementType } from 'react';

import type { LinkProps } from '@mui/material/Link';
import { alpha, createTheme, type Theme } from '@mui/material/styles';

import type { ThemeMode } from './themeMode';

/** Brand colours: blue for job seekers (primary), orange for recruiters (secondary). */
export const BRAND = {
  seeker: '#2563eb',
  seekerDark: '#60a5fa',
  recruiter: '#ea580c',
  recruiterDark: '#fb923c',
} as const;

const FONT_STACK = [
  'Inter',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The light or dark theme of Hireloop. When `linkComponent` is given (the router's link), every MUI
 * `Link` and every button with an `href` navigates through it instead of reloading the page.
 */
export function createAppTheme(mode: ThemeMode, linkComponent?: ElementType): Theme {
  const dark = mode === 'dark';
  const divider = dark ? 'rgba(148, 163, 184, 0.18)' : '#e2e8f0';

  const base = createTheme({
    palette: {
      mode,
      primary: { main: dark ? BRAND.seekerDark : BRAND.seeker, contrastText: dark ? '#0b1120' : '#ffffff' },
      secondary: {
        main: dark ? BRAND.recruiterDark : BRAND.recruiter,
        contrastText: dark ? '#0b1120' : '#ffffff',
      },
      // green-700 in light mode: 4.5:1 on white for text, outlined chips and icons.
      success: { main: dark ? '#4ade80' : '#15803d' },
      warning: { main: dark ? '#fbbf24' : '#d97706' },
      error: { main: dark ? '#f87171' : '#dc2626' },
      info: { main: dark ? BRAND.seekerDark : BRAND.seeker },
      background: dark ? { default: '#0b1120', paper: '#111a2e' } : { default: '#f5f7fb', paper: '#ffffff' },
      text: dark
        ? { primary: '#e2e8f0', secondary: '#94a3b8' }
        : { primary: '#0f172a', secondary: '#475569' },
      divider,
    },
    shape: { borderRadius: 4 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 800, letterSpacing: '-0.03em' },
      h2: { fontWeight: 800, letterSpacing: '-0.025em' },
      h3: { fontWeight: 700, letterSpacing: '-0.02em' },
      h4: { fontWeight: 700, letterSpacing: '-0.015em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      subtitle1: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });

  const linkDefaults = linkComponent
    ? {
        MuiLink: { defaultProps: { component: linkComponent } as LinkProps },
        MuiButtonBase: { defaultProps: { LinkComponent: linkComponent } },
      }
    : {};

  return createTheme(base, {
    components: {
      ...linkDefaults,
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '::selection': { backgroundColor: alpha(base.palette.primary.main, 0.25) },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' }, rounded: { borderRadius: 12 } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10, paddingInline: 16 }, sizeLarge: { paddingBlock: 10 } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: {
          root: {
            borderRadius: 16,
            borderColor: divider,
            transition: 'box-shadow 160ms ease, border-color 160ms ease, transform 160ms ease',
          },
        },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
      MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 10 } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiLink: { styleOverrides: { root: { fontWeight: 500 } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    },
  });
}
