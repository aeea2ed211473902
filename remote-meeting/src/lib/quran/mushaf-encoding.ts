// quran-json's Uthmani text comes from the King Fahd Complex's digital mushaf, which writes the
// open (successive) tanween with code points that only the Complex's own font draws that way:
// U+0657 (inverted damma) for the open fathatan, U+065E (fatha with two dots) for the open
// dammatan and U+0656 (subscript alef) for the open kasratan. Any other font draws those code
// points as what Unicode says they are, so «يَوۡمٞ» would show a fatha with two dots (or a box)
// where the printed mushaf has two staggered dammas. Unicode has the open tanween as U+08F0,
// U+08F1 and U+08F2, which our font draws as the print does. Every one of these code points in
// the text stands where a tanween does (at the end of a word, before an alef, an alef maqsurah
// or a pause mark), so the mapping is one to one.
const OPEN_TANWEEN: Readonly<Record<string, string>> = {
  '\u0657': '\u08F0',
  '\u065E': '\u08F1',
  '\u0656': '\u08F2',
};
// One word (2:72, «فَٱدَّـٰرَٰٔتُمۡ») carries a thin space (U+2009) between two marks, a nudge for
// the Complex's font; without it the word is drawn whole, as printed.
const THIN_SPACE = '\u2009';

const PATTERN = new RegExp(`[${Object.keys(OPEN_TANWEEN).join('')}${THIN_SPACE}]`, 'gu');

/**
 * An ayah's text as the mushaf draws it: quran-json's Uthmani text with the open tanween in
 * Unicode's code points. Words keep their boundaries, so mark indexes do not change.
 */
export function mushafText(text: string): string {
  return text.replace(PATTERN, (mark) => OPEN_TANWEEN[mark] ?? '');
}
