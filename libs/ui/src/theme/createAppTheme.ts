import type { ElementType } from 'react';

import type { LinkProps } from '@mui/material/Link';
import { createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  // The theme always has its CSS variables: `theme.vars` is there, never undefined.
  interface CssThemeVariables {
    enabled: true;
  }
}

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

const LIGHT: PaletteOptions = {
  primary: { main: BRAND.seeker, contrastText: '#ffffff' },
  secondary: { main: BRAND.recruiter, contrastText: '#ffffff' },
  // green-700: 4.5:1 on white for text, outlined chips and icons.
  success: { main: '#15803d' },
  warning: { main: '#d97706' },
  error: { main: '#dc2626' },
  info: { main: BRAND.seeker },
  background: { default: '#f5f7fb', paper: '#ffffff' },
  text: { primary: '#0f172a', secondary: '#475569' },
  divider: '#e2e8f0',
};

const DARK: PaletteOptions = {
  primary: { main: BRAND.seekerDark, contrastText: '#0b1120' },
  secondary: { main: BRAND.recruiterDark, contrastText: '#0b1120' },
  success: { main: '#4ade80' },
  warning: { main: '#fbbf24' },
  error: { main: '#f87171' },
  info: { main: BRAND.seekerDark },
  background: { default: '#0b1120', paper: '#111a2e' },
  text: { primary: '#e2e8f0', secondary: '#94a3b8' },
  divider: 'rgba(148, 163, 184, 0.18)',
};

/**
 * The theme of Hireloop, light and dark in one: every colour is a CSS variable (`theme.vars`) whose
 * value the `dark` class of the document root switches, so a page is drawn once for both modes. Styles
 * that differ by mode beyond the palette use `theme.applyStyles('dark', ...)`; `theme.palette` holds the
 * light values only. When `linkComponent` is given (the router's link), every MUI `Link` and every button
 * with an `href` navigates through it instead of reloading the page.
 */
export function createAppTheme(linkComponent?: ElementType): Theme {
  const linkDefaults = linkComponent
    ? {
        MuiLink: { defaultProps: { component: linkComponent } as LinkProps },
        MuiButtonBase: { defaultProps: { LinkComponent: linkComponent } },
      }
    : {};

  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: { light: { palette: LIGHT }, dark: { palette: DARK } },
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
    components: {
      ...linkDefaults,
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '::selection': { backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.25) },
        }),
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' }, rounded: { borderRadius: 12 } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10, paddingInline: 16 }, sizeLarge: { paddingBlock: 10 } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 16,
            borderColor: theme.vars.palette.divider,
            transition: 'box-shadow 160ms ease, border-color 160ms ease, transform 160ms ease',
          }),
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
