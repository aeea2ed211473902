import { ensureDebianPackage } from './debian-package';

/** Debian's Chromium; the Playwright download does not work here (no access to its CDN). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * libfaketime, which moves the clock of one process it is preloaded into: the booked-lessons
 * journey runs an API on a date of its choosing (a week before the clocks change).
 */
export const FAKETIME_LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/**
 * Makes sure Chromium is installed, installing Debian's package when we are root. Returns an
 * explanation when it cannot be had, or null when it is there.
 */
export function ensureChromium(): Promise<string | null> {
  return ensureDebianPackage({
    name: 'chromium',
    file: CHROMIUM_PATH,
    usedFor: 'the browser tests (or set CHROMIUM_PATH)',
  });
}

/** Makes sure libfaketime is installed (Debian's package), as ensureChromium does Chromium. */
export function ensureFaketime(): Promise<string | null> {
  return ensureDebianPackage({
    name: 'libfaketime',
    file: FAKETIME_LIBRARY,
    usedFor: 'the booked-lessons browser journey',
  });
}
