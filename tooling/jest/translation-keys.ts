/** Every leaf key of a translation object as written, dotted ("menu.items.home"), sorted. */
export function leafKeys(translations: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(translations)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? leafKeys(value as Record<string, unknown>, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    )
    .sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const CONTEXT_SUFFIX = /_(female|male)$/;

/**
 * The texts of a translation object, dotted and sorted: a counted text once, whatever plural
 * forms its language needs (English two, Arabic six), and a text's `_female` and `_male`
 * variants counted with the text. Two languages with the same texts have the same list.
 */
export function translationKeys(translations: Record<string, unknown>): string[] {
  const texts = leafKeys(translations).map((key) =>
    key.replace(CONTEXT_SUFFIX, '').replace(PLURAL_SUFFIX, ''),
  );
  return [...new Set(texts)].sort();
}

function valueAt(translations: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translations);
}

/** Leaf values that are empty, so a missing translation cannot hide as "". */
export function emptyTranslations(translations: Record<string, unknown>): string[] {
  return leafKeys(translations).filter((key) => {
    const value = valueAt(translations, key);
    return typeof value !== 'string' || value.trim() === '';
  });
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * Arabic texts that are not Arabic: copied English or untranslated placeholders. Keys listed in
 * `neutral` are the same in every language (a number such as "404").
 */
export function untranslatedArabic(
  ar: Record<string, unknown>,
  neutral: readonly string[] = [],
): string[] {
  return leafKeys(ar).filter((key) => {
    if (neutral.includes(key)) return false;
    const value = valueAt(ar, key);
    return typeof value !== 'string' || !ARABIC_LETTER.test(value);
  });
}

/**
 * Interpolated values that are numbers. A text counting something takes its number as `count`
 * (the only value a plural form is picked from); the others are numbers too, so a text
 * using one must say why no plural form is needed (see pluralProblems' `exempt`).
 */
export const NUMBER_VALUES = [
  'count',
  'min',
  'max',
  'seconds',
  'minutes',
  'hours',
  'days',
  'size',
  'total',
  'rated',
  'rating',
  'length',
] as const;

const VALUE = /\{\{-?\s*(\w+)[^}]*\}\}/g;

/**
 * What is wrong with the counted texts of one language, given the plural forms its rules use
 * (`new Intl.PluralRules(language).resolvedOptions().pluralCategories`):
 * - a counted text lacking one of those forms, or having a form the language does not use;
 * - a single text (no plural forms) that takes a number, unless `exempt` names it with a reason.
 */
export function pluralProblems(
  translations: Record<string, unknown>,
  forms: readonly string[],
  exempt: Readonly<Record<string, string>> = {},
): string[] {
  const problems: string[] = [];
  const groups = new Map<string, string[]>();
  for (const key of leafKeys(translations)) {
    const base = key.replace(CONTEXT_SUFFIX, '');
    const match = PLURAL_SUFFIX.exec(base);
    if (!match) {
      const text = String(valueAt(translations, key));
      const numbers = [...text.matchAll(VALUE)]
        .map((found) => found[1] ?? '')
        .filter((name) => (NUMBER_VALUES as readonly string[]).includes(name));
      if (numbers.length > 0 && !(key in exempt)) {
        problems.push(`${key}: takes ${numbers.join(', ')} without plural forms`);
      }
      continue;
    }
    const group = `${base.slice(0, match.index)}${key.slice(base.length)}`;
    groups.set(group, [...(groups.get(group) ?? []), match[1] ?? '']);
  }
  for (const [group, present] of groups) {
    const missing = forms.filter((form) => !present.includes(form));
    const extra = present.filter((form) => !forms.includes(form));
    if (missing.length > 0) problems.push(`${group}: lacks ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${group}: has ${extra.join(', ')}, unused here`);
  }
  return problems.sort();
}

/**
 * Texts that agree with a person but miss a form: a `_female` variant needs its `_male` twin
 * (and the reverse), and both need the bare key, the neutral text for a person who did not say.
 * Without the twin the bare text would serve one gender and stop being neutral.
 */
export function genderVariantProblems(translations: Record<string, unknown>): string[] {
  const keys = new Set(leafKeys(translations));
  const problems: string[] = [];
  for (const key of keys) {
    const match = /^(.*)_(female|male)$/.exec(key);
    if (!match) continue;
    const [, base = '', form] = match;
    const twin = `${base}_${form === 'female' ? 'male' : 'female'}`;
    if (!keys.has(twin)) problems.push(`${key}: lacks ${twin}`);
    if (!keys.has(base)) problems.push(`${key}: lacks the neutral ${base}`);
  }
  return problems.sort();
}
