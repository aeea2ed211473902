// `node scripts/bootstrap.mjs ensure-browser`: installs Debian's Chromium when missing.
import { ensureChromium } from './lib/browser';

const problem = await ensureChromium();
if (problem) {
  console.error(problem);
  process.exit(1);
}
