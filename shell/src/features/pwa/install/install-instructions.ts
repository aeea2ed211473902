import type { InstallInstructions } from './install-types';

/**
 * Which browser's manual install steps to show when it offered no install prompt. Order matters:
 * every iOS browser is Safari underneath, Edge and Chrome on Android say "Android", and Chrome's
 * user agent also says "Safari".
 */
export function installInstructionsFor(userAgent: string, touchPoints = 0): InstallInstructions {
  // iPadOS presents itself as a Mac; only its touch screen tells them apart.
  const isIos =
    /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  if (isIos) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Edg\/|Chrome\/|Chromium\//.test(userAgent)) return 'desktopChromium';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}
