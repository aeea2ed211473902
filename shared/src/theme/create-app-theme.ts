import { createTheme, type Shadows, type Theme } from '@mui/material/styles';
import type { Direction } from '../state/ui-atoms';
import { THEME_TOKENS as T, themeColors, type ColorScheme, type ThemeColors } from './theme-tokens';

const themes = new Map<string, Theme>();

/** MUI's shadows with the elevations the landing page draws by hand taken from the tokens. */
function withElevations(shadows: Shadows, C: ThemeColors): Shadows {
  const own = [...shadows] as Shadows;
  own[1] = C.elevation1;
  own[2] = C.elevation2;
  own[4] = C.elevation4;
  return own;
}

/**
 * The product theme, deep green for Quran teaching, in the page's direction and the system's
 * colour scheme (light or dark, from the same tokens as the landing page's CSS).
 */
export function appThemeFor(direction: Direction, scheme: ColorScheme = 'light'): Theme {
  const key = `${direction}:${scheme}`;
  const cached = themes.get(key);
  if (cached) return cached;
  const C = themeColors(scheme);
  const theme = createTheme({
    direction,
    palette: {
      mode: scheme,
      primary: { main: C.primary, dark: C.primaryDark, contrastText: C.onPrimary },
      secondary: { main: C.secondary, contrastText: C.onPrimary },
      background: { default: C.background, paper: C.paper },
      text: { primary: C.text, secondary: C.textSecondary, disabled: C.textDisabled },
      action: { hover: C.hover, disabled: C.disabled },
      divider: C.divider,
      success: { main: C.success },
      warning: { main: C.warning },
      info: { main: C.info },
      error: { main: C.error },
    },
    components: {
      MuiAlert: {
        styleOverrides: {
          // The landing page's notices use the same surfaces (landing.css reads the tokens).
          root: ({ ownerState }) =>
            ownerState.variant === 'standard' && ownerState.severity === 'warning'
              ? { backgroundColor: C.warningSurface, color: C.onWarningSurface }
              : ownerState.variant === 'standard' && ownerState.severity === 'info'
                ? { backgroundColor: C.infoSurface, color: C.onInfoSurface }
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
  theme.shadows = withElevations(theme.shadows, C);
  themes.set(key, theme);
  return theme;
}
