// `npm run bench:bundle`: how much JavaScript (gzip bytes on the wire, from Chromium's network
// log) the landing page loads, and how much more each remote's first screen adds on top of the
// already loaded shell. Runs the production build on its own ports with a fresh database.
// `npm run bench` checks the same figures against their budgets.
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './lib/browser';
import { measureBundleWeights } from './lib/bundle-weights';
import { withBenchPlatform } from './lib/bench-platform';

// `npm run bench:bundle -- --files` also lists every script of every screen.
const listFiles = process.argv.includes('--files');

const results = await withBenchPlatform(async (platform) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    return await measureBundleWeights(browser, platform);
  } finally {
    await browser.close();
  }
});

console.log('\nJavaScript loaded (gzip bytes on the wire)\n');
console.log(
  `${'screen'.padEnd(52)} ${'KB gz'.padStart(8)} ${'files'.padStart(6)} ${'from remote'.padStart(11)}`,
);
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
for (const { label, bytes, files, scripts, remoteBytes } of results) {
  console.log(
    `${label.padEnd(52)} ${kilobytes(bytes)} ${String(files).padStart(6)} ${kilobytes(remoteBytes).padStart(11)}`,
  );
  if (listFiles)
    for (const script of scripts) console.log(`    ${kilobytes(script.bytes)}  ${script.url}`);
}
