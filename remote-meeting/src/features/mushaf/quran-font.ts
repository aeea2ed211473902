import amiriQuranArabic from '@fontsource/amiri-quran/files/amiri-quran-arabic-400-normal.woff2';

/** The mushaf's font family (Amiri Quran, SIL OFL 1.1), served by this remote. */
export const QURAN_FONT = '"Amiri Quran", "Amiri", serif';

let added = false;

/** Adds the Amiri Quran face to the page once, when the mushaf first opens. */
export function loadQuranFont(): void {
  if (added || typeof FontFace === 'undefined' || typeof document === 'undefined') return;
  added = true;
  const face = new FontFace('Amiri Quran', `url(${amiriQuranArabic}) format("woff2")`, {
    display: 'swap',
  });
  document.fonts.add(face);
  face.load().catch((error: unknown) => console.warn('Amiri Quran did not load', error));
}
