// The signs a page draws around the text itself, in the mushaf's font like the text.

// The ayah markers keep the mushaf's own Arabic-Indic digits, in both languages: they are part
// of the page's typography, not the app's figures.
const ARABIC_DIGITS = new Intl.NumberFormat('ar-EG', { useGrouping: false });

/** The basmala above a surah's first ayah. */
export const BASMALA = 'بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ';

/** Al-Fatihah's first ayah is the basmala; At-Tawbah opens without one. */
export const opensWithBasmala = (surah: number): boolean => surah !== 1 && surah !== 9;

/** The end-of-ayah sign with the ayah's number in Arabic-Indic digits. */
export const ayahEndSign = (ayah: number): string => `\u06DD${ARABIC_DIGITS.format(ayah)}`;
