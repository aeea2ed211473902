/**
 * The browser's theme colour (title bar, installed app frame) in each colour scheme: the top
 * bar's paper colour of that scheme (a test keeps these equal to the theme tokens, which the
 * landing page's first download does not carry). The manifest can hold only one: the light one.
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#1b2320' } as const;

type Scheme = keyof typeof THEME_COLORS;

/** The `media` of each scheme's tag: the browser picks the tag whose query matches. */
export const THEME_COLOR_MEDIA: Record<Scheme, string> = {
  light: '(prefers-color-scheme: light)',
  dark: '(prefers-color-scheme: dark)',
};

function themeColorMeta(scheme: Scheme): HTMLMetaElement {
  const media = THEME_COLOR_MEDIA[scheme];
  const existing = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
    (meta) => meta.getAttribute('media') === media,
  );
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.setAttribute('media', media);
  document.head.append(meta);
  return meta;
}

/**
 * Puts one theme-colour tag per colour scheme on the page (index.html already has them), so the
 * browser's frame follows the system's scheme exactly as the theme does, with no script on a
 * change. Returns nothing to undo.
 */
export function syncThemeColor(): () => void {
  for (const scheme of ['light', 'dark'] as const) {
    themeColorMeta(scheme).content = THEME_COLORS[scheme];
  }
  return () => undefined;
}
