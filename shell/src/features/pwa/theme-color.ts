import { appStore, darkModeAtom } from '@app/shared/core';

/** Dark grey in dark mode, white otherwise (the light theme is forced). */
export const THEME_COLORS = { light: '#ffffff', dark: '#303030' } as const;

function themeColorMeta(): HTMLMetaElement {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  document.head.append(meta);
  return meta;
}

/** Keeps the browser's theme colour (title bar, installed app frame) on the page's theme. */
export function syncThemeColor(): () => void {
  const apply = () => {
    themeColorMeta().content = appStore.get(darkModeAtom) ? THEME_COLORS.dark : THEME_COLORS.light;
  };
  apply();
  return appStore.sub(darkModeAtom, apply);
}
