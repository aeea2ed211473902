import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appThemeFor } from '../../../../shared/src/theme/create-app-theme';
import { THEME_TOKENS, themeCssVariables } from '../../../../shared/src/theme/theme-tokens';

// The landing page styles itself only through landing.css, which index.html inlines (what it may
// import is lint's job: eslint.config.js lists the first download's modules).

const LANDING = join(__dirname, '../../../src/features/landing');
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const landingFiles = sourcesUnder(LANDING);

it('styles every class the components use, all prefixed ql-', () => {
  const css = readFileSync(join(LANDING, 'landing.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const defined = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
  for (const name of defined) expect(name).toMatch(/^ql-/);

  const used = new Set<string>();
  for (const file of landingFiles) {
    const source = readFileSync(file, 'utf8');
    for (const [name] of source.matchAll(/\bql-[\w-]*/g)) {
      // A name completed at run time (`ql-dot--${status}`) is checked through its variants.
      if (!name.endsWith('-')) used.add(name);
    }
  }
  for (const status of ['online', 'busy', 'inMeeting', 'offline']) used.add(`ql-dot--${status}`);
  const missing = [...used].filter((name) => !defined.has(name));
  expect(missing).toEqual([]);
});

it('is never imported from TypeScript: index.html inlines it', () => {
  for (const file of landingFiles) expect(readFileSync(file, 'utf8')).not.toMatch(/\.css'/);
});

it('takes its colours from the theme tokens: every custom property it reads is one of them', () => {
  const css = readFileSync(join(LANDING, 'landing.css'), 'utf8');
  const variables = themeCssVariables();
  const read = new Set([...css.matchAll(/var\((--ql-[\w-]+)\)/g)].map((match) => match[1]));
  expect(read.size).toBeGreaterThan(5);
  for (const name of read) expect(variables).toContain(`${name}:`);
  // No colour is written out by hand: each is a token, or mixed from one (color-mix).
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  expect(code.match(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/gi)).toBeNull();
  for (const value of [THEME_TOKENS.primary, THEME_TOKENS.secondary, THEME_TOKENS.background]) {
    expect(code).not.toContain(value);
  }
});

it('gives MUI the same colours and elevations the landing page reads', () => {
  const theme = appThemeFor('ltr');
  expect(theme.palette.text.secondary).toBe(THEME_TOKENS.textSecondary);
  expect(theme.palette.text.disabled).toBe(THEME_TOKENS.textDisabled);
  expect(theme.palette.action.hover).toBe(THEME_TOKENS.hover);
  expect(theme.palette.action.disabled).toBe(THEME_TOKENS.disabled);
  expect(theme.palette.info.main).toBe(THEME_TOKENS.info);
  expect([theme.shadows[1], theme.shadows[2], theme.shadows[4]]).toEqual([
    THEME_TOKENS.elevation1,
    THEME_TOKENS.elevation2,
    THEME_TOKENS.elevation4,
  ]);
});
