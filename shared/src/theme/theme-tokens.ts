// The look of the product, once: MUI's theme (create-app-theme.ts) and the landing page's
// hand-written first-paint CSS (custom properties inlined into index.html) both read these, so
// a visitor's first paint and the screens MUI draws later cannot disagree. The product is
// light only: a system asking for a dark scheme does not change it.

/** Colours, radius, spacing unit and fonts of the product. */
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

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const declarations = (tokens: Record<string, string | number>) =>
  Object.entries(tokens)
    .map(
      ([name, value]) => `--ql-${kebab(name)}:${typeof value === 'number' ? `${value}px` : value}`,
    )
    .join(';');

/**
 * The tokens as CSS custom properties (`--ql-primary`, `--ql-radius`...), for index.html. The
 * page declares itself light only, so the browser does not darken its own parts (scroll bars,
 * form controls) for a system in dark mode either.
 */
export function themeCssVariables(): string {
  return `:root{color-scheme:light;${declarations(THEME_TOKENS)}}`;
}
