// The look of the product, once: MUI's theme (create-app-theme.ts) and the landing page's
// hand-written first-paint CSS (custom properties inlined into index.html) both read these, so
// a visitor's first paint and the screens MUI draws later cannot disagree.

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
  divider: '#e0e0e0',
  success: '#2e7d32',
  warning: '#ed6c02',
  error: '#d32f2f',
  inactive: '#bdbdbd',
  rating: '#faaf00',
  /** px */
  radius: 10,
  /** px: MUI's spacing unit; the landing CSS writes spacing as multiples of it. */
  spacing: 8,
  fontLatin: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  fontArabic: '"Noto Naskh Arabic", "Noto Sans Arabic", Tahoma, "Segoe UI", Arial, sans-serif',
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The tokens as CSS custom properties (`--ql-primary`, `--ql-radius`...), for index.html. */
export function themeCssVariables(): string {
  const declarations = Object.entries(THEME_TOKENS).map(
    ([name, value]) => `--ql-${kebab(name)}:${typeof value === 'number' ? `${value}px` : value}`,
  );
  return `:root{${declarations.join(';')}}`;
}
