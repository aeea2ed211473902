// The look of the product, once: MUI's theme (create-app-theme.ts) and the landing page's
// hand-written first-paint CSS (custom properties inlined into index.html) both read these, so
// a visitor's first paint and the screens MUI draws later cannot disagree. Each colour has a
// light and a dark value; the system's colour scheme (prefers-color-scheme) picks one.

/** Colours (the light scheme), radius, spacing unit and fonts of the product. */
export const THEME_TOKENS = {
  primary: '#0f6b4f',
  primaryDark: '#0a4b37',
  onPrimary: '#ffffff',
  // A deep gold: white initials on it keep a 5:1 contrast (WCAG AA).
  secondary: '#8a651c',
  background: '#f6f8f7',
  paper: '#ffffff',
  text: 'rgba(0, 0, 0, 0.87)',
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  textDisabled: 'rgba(0, 0, 0, 0.38)',
  /** The tint under a hovered icon or menu item. */
  hover: 'rgba(0, 0, 0, 0.04)',
  /** A disabled control, and a rating's empty stars. */
  disabled: 'rgba(0, 0, 0, 0.26)',
  divider: '#e0e0e0',
  success: '#2e7d32',
  warning: '#ed6c02',
  /** A warning notice's background and text. */
  warningSurface: '#fff4e5',
  onWarningSurface: '#663c00',
  info: '#0288d1',
  /** An information notice's background and text. */
  infoSurface: '#e5f6fd',
  onInfoSurface: '#014361',
  error: '#d32f2f',
  inactive: '#bdbdbd',
  rating: '#faaf00',
  /** Raised surfaces: the top bar, a button, a hovered button (MUI's elevations 1, 2 and 4). */
  elevation1:
    '0 2px 1px -1px rgba(0, 0, 0, 0.2), 0 1px 1px 0 rgba(0, 0, 0, 0.14), 0 1px 3px 0 rgba(0, 0, 0, 0.12)',
  elevation2:
    '0 3px 1px -2px rgba(0, 0, 0, 0.2), 0 2px 2px 0 rgba(0, 0, 0, 0.14), 0 1px 5px 0 rgba(0, 0, 0, 0.12)',
  elevation4:
    '0 2px 4px -1px rgba(0, 0, 0, 0.2), 0 4px 5px 0 rgba(0, 0, 0, 0.14), 0 1px 10px 0 rgba(0, 0, 0, 0.12)',
  /** px */
  radius: 10,
  /** px: MUI's spacing unit; the landing CSS writes spacing as multiples of it. */
  spacing: 8,
  fontLatin: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  fontArabic: '"Noto Naskh Arabic", "Noto Sans Arabic", Tahoma, "Segoe UI", Arial, sans-serif',
} as const;

/** The colour tokens: every token that differs between the light and the dark scheme. */
export type ColorToken = Exclude<
  keyof typeof THEME_TOKENS,
  'radius' | 'spacing' | 'fontLatin' | 'fontArabic'
>;

/** A full set of colours, one per token. */
export type ThemeColors = Record<ColorToken, string>;

export type ColorScheme = 'light' | 'dark';

/**
 * The dark scheme: deep green-grey surfaces, the brand green and gold lightened so text in
 * them keeps at least 4.5:1 (WCAG AA) on the dark paper, and dark text on filled buttons.
 */
export const DARK_THEME_COLORS: ThemeColors = {
  primary: '#5fcfa5',
  primaryDark: '#3aa57f',
  onPrimary: '#00291c',
  secondary: '#e2b65a',
  background: '#101613',
  paper: '#1b2320',
  text: 'rgba(255, 255, 255, 0.87)',
  textSecondary: 'rgba(255, 255, 255, 0.7)',
  textDisabled: 'rgba(255, 255, 255, 0.5)',
  hover: 'rgba(255, 255, 255, 0.08)',
  disabled: 'rgba(255, 255, 255, 0.3)',
  divider: '#38423e',
  success: '#66bb6a',
  warning: '#ffa726',
  warningSurface: '#2e2110',
  onWarningSurface: '#ffd9a8',
  info: '#29b6f6',
  infoSurface: '#0c2633',
  onInfoSurface: '#bfe8fb',
  error: '#f28b82',
  inactive: '#6b7570',
  rating: '#faaf00',
  elevation1: THEME_TOKENS.elevation1,
  elevation2: THEME_TOKENS.elevation2,
  elevation4: THEME_TOKENS.elevation4,
};

/** The colours of a scheme. */
export function themeColors(scheme: ColorScheme): ThemeColors {
  return scheme === 'dark' ? DARK_THEME_COLORS : THEME_TOKENS;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const declarations = (tokens: Record<string, string | number>) =>
  Object.entries(tokens)
    .map(
      ([name, value]) => `--ql-${kebab(name)}:${typeof value === 'number' ? `${value}px` : value}`,
    )
    .join(';');

/**
 * The tokens as CSS custom properties (`--ql-primary`, `--ql-radius`...), for index.html: the
 * light values, and the dark colours when the system asks for a dark scheme.
 */
export function themeCssVariables(): string {
  return (
    `:root{color-scheme:light dark;${declarations(THEME_TOKENS)}}` +
    `@media (prefers-color-scheme:dark){:root{${declarations(DARK_THEME_COLORS)}}}`
  );
}
