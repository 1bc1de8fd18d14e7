import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { ColorMode } from '../../machines/app/app.types.ts';

/**
 * Casino brand colours: deep navy with a gold accent; the chrome stays navy in both modes. The
 * bright gold is for dark surfaces; on light ones text and filled buttons take the deep gold
 * (5.5:1 with white, 5:1 on the light background: WCAG AA for text).
 */
export const BRAND = {
  navy: '#0a0f1d',
  navyLight: '#141c31',
  gold: '#f5b70a',
  goldDeep: '#8a6100',
  crimson: '#e0245e',
} as const;

const palettes = {
  dark: {
    mode: 'dark',
    primary: { main: BRAND.gold, contrastText: '#1b1300' },
    secondary: { main: '#8b6cff' },
    error: { main: '#ff5d6c' },
    success: { main: '#2fd08a' },
    background: { default: '#070b16', paper: '#111828' },
    text: { primary: '#eef1f8', secondary: '#a3acc4' },
    divider: 'rgba(255,255,255,0.08)',
  },
  light: {
    mode: 'light',
    primary: { main: BRAND.goldDeep, contrastText: '#ffffff' },
    secondary: { main: '#5b3fd6' },
    error: { main: '#c62839' },
    // Darker than MUI's defaults, so white text on them and they as text pass AA.
    success: { main: '#0f7552' },
    info: { main: '#0369a1' },
    warning: { main: '#a14a00', contrastText: '#ffffff' },
    background: { default: '#f3f4f8', paper: '#ffffff' },
    text: { primary: '#121826', secondary: '#545d73' },
    divider: 'rgba(10,15,29,0.1)',
  },
} as const;

export function createAppTheme(mode: ColorMode): Theme {
  const base = createTheme({
    palette: palettes[mode],
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.75rem', fontWeight: 800, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.375rem', fontWeight: 700 },
      h4: { fontSize: '1.125rem', fontWeight: 700 },
      h5: { fontSize: '1rem', fontWeight: 700 },
      h6: { fontSize: '0.9375rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 700 },
      overline: { fontWeight: 700, letterSpacing: '0.12em' },
    },
  });
  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: {
            backgroundImage:
              mode === 'dark'
                ? `radial-gradient(1200px 500px at 50% -200px, ${alpha(BRAND.gold, 0.08)}, transparent)`
                : 'none',
            backgroundAttachment: 'fixed',
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10, paddingInline: 18 } },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        styleOverrides: {
          root: {
            border: `1px solid ${base.palette.divider}`,
            boxShadow: mode === 'dark' ? 'none' : '0 1px 3px rgba(10,15,29,0.08)',
          },
        },
      },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 700 } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
