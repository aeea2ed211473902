/**
 * A whole number with its thousands grouped ("12,480"), Latin digits in both languages, as the
 * shared formatNumber writes (a test compares them). Written by hand: Intl.NumberFormat's first
 * use costs the landing page ~30 ms of main thread.
 */
export function groupDigits(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
