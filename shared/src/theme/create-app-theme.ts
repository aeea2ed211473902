import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../state/ui-atoms';
import { THEME_TOKENS as T } from './theme-tokens';

const themes: Partial<Record<Direction, Theme>> = {};

/** The product theme: light only (dark mode was removed), deep green for Quran teaching. */
export function appThemeFor(direction: Direction): Theme {
  const cached = themes[direction];
  if (cached) return cached;
  const theme = createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: T.primary, dark: T.primaryDark, contrastText: T.onPrimary },
      secondary: { main: T.secondary, contrastText: T.onPrimary },
      background: { default: T.background, paper: T.paper },
      text: { primary: T.text },
      divider: T.divider,
      success: { main: T.success },
      warning: { main: T.warning },
      error: { main: T.error },
    },
    shape: { borderRadius: T.radius },
    spacing: T.spacing,
    typography: {
      fontFamily: direction === 'rtl' ? T.fontArabic : T.fontLatin,
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
  themes[direction] = theme;
  return theme;
}
