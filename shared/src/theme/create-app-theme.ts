import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../state/ui-atoms';

const themes: Partial<Record<Direction, Theme>> = {};

/** The product theme: light only (dark mode was removed), deep green for Quran teaching. */
export function appThemeFor(direction: Direction): Theme {
  const cached = themes[direction];
  if (cached) return cached;
  const theme = createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: '#0f6b4f', contrastText: '#ffffff' },
      // A deep gold: white initials on it keep a 5:1 contrast (WCAG AA).
      secondary: { main: '#8a651c', contrastText: '#ffffff' },
      background: { default: '#f6f8f7', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        direction === 'rtl'
          ? '"Noto Naskh Arabic", "Noto Sans Arabic", Tahoma, "Segoe UI", Arial, sans-serif'
          : 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
  themes[direction] = theme;
  return theme;
}
