/** Byte order mark: without it Excel reads a UTF-8 file in the machine's code page (Arabic breaks). */
export const UTF8_BOM = '\uFEFF';

// A cell starting with one of these is a formula to a spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document with its BOM, CRLF line ends as RFC 4180 and Excel expect. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
