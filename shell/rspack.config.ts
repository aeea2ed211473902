import { readFileSync } from 'node:fs';
import { themeCssVariables } from '../shared/src/theme/theme-tokens';
import { defineAppConfig } from '../tooling/rspack/create-app-config';
import federation from './module-federation.config';
import { firstPaintScript } from './src/first-paint/first-paint';

// The landing page's styles and its first paint live in index.html itself: the page is styled
// and its hero painted before any script arrives (src/first-paint/first-paint.ts). The theme's
// tokens come first, as the custom properties landing.css reads.
const landingCss =
  themeCssVariables() +
  minifyCss(readFileSync(new URL('./src/features/landing/landing.css', import.meta.url), 'utf8'));

/** Comments and layout whitespace out; enough for hand-written CSS with no such strings. */
function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim();
}

export default defineAppConfig(
  import.meta.url,
  federation,
  Number(process.env.SHELL_PORT ?? 3000),
  {
    landingCss,
    firstPaintScript: firstPaintScript(),
  },
);
