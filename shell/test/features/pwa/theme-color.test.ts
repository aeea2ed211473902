import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DARK_THEME_COLORS, THEME_TOKENS } from '../../../../shared/src/theme/theme-tokens';
import { THEME_COLOR_MEDIA, THEME_COLORS } from '../../../src/features/pwa/theme-color';

const PUBLIC = join(__dirname, '../../../public');

it("is each scheme's top bar colour (the paper token)", () => {
  expect(THEME_COLORS).toEqual({ light: THEME_TOKENS.paper, dark: DARK_THEME_COLORS.paper });
});

it('index.html carries one tag per scheme before any script runs', () => {
  const html = readFileSync(join(PUBLIC, 'index.html'), 'utf8');
  for (const scheme of ['light', 'dark'] as const) {
    expect(html).toContain(
      `<meta name="theme-color" media="${THEME_COLOR_MEDIA[scheme]}" content="${THEME_COLORS[scheme]}" />`,
    );
  }
});

it('the manifests, which hold one colour, use the light one', () => {
  for (const file of ['manifest.webmanifest', 'manifest.en.webmanifest']) {
    const manifest = JSON.parse(readFileSync(join(PUBLIC, file), 'utf8')) as Record<string, string>;
    expect(manifest.theme_color).toBe(THEME_COLORS.light);
  }
});
