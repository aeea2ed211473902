import scheherazadeArabic from '@fontsource/scheherazade-new/files/scheherazade-new-arabic-400-normal.woff2';

// Scheherazade New (SIL, OFL 1.1), its Arabic subset only, served by this remote. It draws every
// code point of the text as the mushaf text encodes it (see lib/quran/mushaf-encoding.ts),
// the open tanween staggered as printed; the coverage test reads its cmap.

/** The mushaf's font family; it has every glyph the text needs, so serif shows only while it loads. */
export const QURAN_FONT = '"Scheherazade New", serif';

let added = false;

/** Adds the mushaf's face to the page once, when the mushaf first opens. */
export function loadQuranFont(): void {
  if (added || typeof FontFace === 'undefined' || typeof document === 'undefined') return;
  added = true;
  const face = new FontFace('Scheherazade New', `url(${scheherazadeArabic}) format("woff2")`, {
    display: 'swap',
  });
  document.fonts.add(face);
  face.load().catch((error: unknown) => console.warn('Scheherazade New did not load', error));
}
