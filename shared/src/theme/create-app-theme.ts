import { createTheme, type Shadows, type Theme } from '@mui/material/styles';
import type { Direction } from '../state/ui-atoms';
import { THEME_TOKENS as T } from './theme-tokens';

const themes = new Map<string, Theme>();

/**
 * Someone who asked their system for less motion gets no endless animation: a spinner still
 * shows, standing still, and a page that would redraw sixty times a second for it rests. What
 * it tells (loading, ringing) is also said in text. Transitions keep their length: cut to
 * nothing, they kept a banned student's open page from reaching the landing page's banner (why
 * is not yet known).
 */
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
    },
  },
};

/** MUI's shadows with the elevations the landing page draws by hand taken from the tokens. */
function withElevations(shadows: Shadows): Shadows {
  const own = [...shadows] as Shadows;
  own[1] = T.elevation1;
  own[2] = T.elevation2;
  own[4] = T.elevation4;
  return own;
}

/**
 * The product theme, deep green for Quran teaching, light whatever the system's colour scheme,
 * in the page's direction (from the same tokens as the landing page's CSS).
 */
export function appThemeFor(direction: Direction): Theme {
  const cached = themes.get(direction);
  if (cached) return cached;
  const theme = createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: T.primary, dark: T.primaryDark, contrastText: T.onPrimary },
      secondary: { main: T.secondary, contrastText: T.onPrimary },
      background: { default: T.background, paper: T.paper },
      text: { primary: T.text, secondary: T.textSecondary, disabled: T.textDisabled },
      action: { hover: T.hover, disabled: T.disabled },
      divider: T.divider,
      success: { main: T.success },
      warning: { main: T.warning },
      info: { main: T.info },
      error: { main: T.error },
    },
    components: {
      MuiCssBaseline: { styleOverrides: REDUCED_MOTION },
      MuiAlert: {
        styleOverrides: {
          // The landing page's notices use the same surfaces (landing.css reads the tokens).
          root: ({ ownerState }) =>
            ownerState.variant === 'standard' && ownerState.severity === 'warning'
              ? { backgroundColor: T.warningSurface, color: T.onWarningSurface }
              : ownerState.variant === 'standard' && ownerState.severity === 'info'
                ? { backgroundColor: T.infoSurface, color: T.onInfoSurface }
                : {},
        },
      },
    },
    shape: { borderRadius: T.radius },
    spacing: T.spacing,
    typography: {
      fontFamily: direction === 'rtl' ? T.fontArabic : T.fontLatin,
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
  theme.shadows = withElevations(theme.shadows);
  themes.set(direction, theme);
  return theme;
}
