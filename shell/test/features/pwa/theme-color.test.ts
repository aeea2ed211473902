import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_TOKENS } from '../../../../shared/src/theme/theme-tokens';

const PUBLIC = join(__dirname, '../../../public');

it("index.html has one theme colour, the top bar's light paper, whatever the system's scheme", () => {
  const html = readFileSync(join(PUBLIC, 'index.html'), 'utf8');
  const tags = html.match(/<meta name="theme-color"[^>]*>/g);
  expect(tags).toEqual([`<meta name="theme-color" content="${THEME_TOKENS.paper}" />`]);
});

it('the manifests use the same light colour', () => {
  for (const file of ['manifest.webmanifest', 'manifest.en.webmanifest']) {
    const manifest = JSON.parse(readFileSync(join(PUBLIC, file), 'utf8')) as Record<string, string>;
    expect(manifest.theme_color).toBe(THEME_TOKENS.paper);
  }
});
