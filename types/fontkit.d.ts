// The part of fontkit the font coverage test reads (the package ships no types).
declare module 'fontkit' {
  export interface Font {
    familyName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
