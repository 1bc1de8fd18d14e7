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

/**
 * The focus ring of every control (WCAG 2.4.7, 1.4.11): 3 px, 2 px away from the control, in a
 * gold that has 3:1 or more against the surface around it. Navy chrome sets `onNavy`.
 */
const FOCUS_RING = { outline: '3px solid var(--focus-ring)', outlineOffset: 2 } as const;

/** For a navy surface in either mode: the bright gold ring (9.6:1 on navy). */
export const onNavy = { '--focus-ring': BRAND.gold } as const;

/** The sticky header's height (toolbar, plus the games bar from md), for scroll padding. */
export const HEADER_PX = { xs: 60, md: 68 + 40 } as const;

/** The phone's bottom bar (below md): its links' row, and the room it takes with the safe area. */
export const BOTTOM_BAR_PX = 56;
export const BOTTOM_BAR_SPACE = `calc(${BOTTOM_BAR_PX}px + env(safe-area-inset-bottom, 0px))`;

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
          ':root': { '--focus-ring': mode === 'dark' ? BRAND.gold : BRAND.goldDeep },
          // Whatever gets focus or is scrolled to by an anchor stays clear of the sticky header
          // and of the phone's bottom bar.
          html: {
            scrollPaddingTop: HEADER_PX.xs + 12,
            scrollPaddingBottom: `calc(${BOTTOM_BAR_SPACE} + 12px)`,
            [base.breakpoints.up('md')]: {
              scrollPaddingTop: HEADER_PX.md + 12,
              scrollPaddingBottom: 0,
            },
          },
          ':focus-visible': FOCUS_RING,
          // Text fields show focus with their own 2 px border; a focused heading or region
          // (moved there by the site, not tabbed to) needs no ring.
          '.MuiInputBase-input:focus-visible, [tabindex="-1"]:focus-visible': { outline: 'none' },
          body: {
            backgroundImage:
              mode === 'dark'
                ? `radial-gradient(1200px 500px at 50% -200px, ${alpha(BRAND.gold, 0.08)}, transparent)`
                : 'none',
            backgroundAttachment: 'fixed',
          },
        },
      },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            borderRadius: 10,
            paddingInline: 18,
            // An outlined button's edge in its full colour (MUI's is half): 3:1 or more against
            // the surface, as a control's boundary needs (WCAG 1.4.11).
            '--variant-outlinedBorder': 'currentColor',
          },
        },
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
      // Links in text are told apart by more than colour (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}

let chrome: Theme | undefined;

/**
 * The theme of the navy chrome (the header, the phone's bottom bar) in either mode: the dark
 * one, whose bright gold reads on navy (9.6:1). The light mode's deep gold, made to read on white,
 * has 3.4:1 there: too little for a button's text.
 */
export function chromeTheme(): Theme {
  chrome ??= createAppTheme('dark');
  return chrome;
}
