/** What a text lookup may carry: its values, and the few options that choose the text. */
export interface TextOptions {
  /** Picks the plural form (`key_one`, `key_few`, ...) and fills `{{count}}`. */
  count?: number;
  /** Picks a variant (`key_female`, `key_male`); without one, or without that variant, `key`. */
  context?: string | undefined;
  /** Another namespace than the function's own (same as a `namespace:` prefix). */
  ns?: string;
  /** Another language than the page's (the Arabic surah heading on an English page). */
  lng?: string;
  /** The text when the key has none (instead of the key itself). */
  defaultValue?: string;
  /** The values of `{{name}}` placeholders. */
  [value: string]: unknown;
}

/** Looks a key up and fills it in: `t('meeting.waiting', { name })`. */
export type TFunction = (key: string, options?: TextOptions) => string;

/** Where a lookup reads the texts, and how it escapes the values it puts in. */
export interface TextSource {
  bundle(language: string, namespace: string): Record<string, unknown> | undefined;
  /** Applied to every value put into a text (the right-to-left isolation). */
  escape(value: string): string;
}

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /{{\s*([^{}\s]+)\s*}}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralFormOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The value at a dotted path. A key may itself hold dots (`apiErrors['meetings.ended']`), so at
 * each level the longest key that exists is tried first.
 */
function find(node: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return node;
  if (typeof node !== 'object' || node === null) return undefined;
  const record = node as Record<string, unknown>;
  for (let size = path.length; size >= 1; size -= 1) {
    const key = path.slice(0, size).join('.');
    if (!Object.hasOwn(record, key)) continue;
    const found = find(record[key], path.slice(size));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The keys to try, most specific first: the variant's plural form, the variant, the plural
 * form, the bare key. A count of 0 tries `_zero` before the language's own form, so a language
 * whose rules have no zero form (English) may still say "No students".
 */
function candidates(key: string, language: string, { count, context }: TextOptions): string[] {
  const forms =
    typeof count === 'number'
      ? [...(count === 0 ? ['_zero'] : []), `_${pluralFormOf(language, count)}`]
      : [];
  const variant = context ? `${key}_${context}` : null;
  return [
    ...(variant ? [...forms.map((form) => variant + form), variant] : []),
    ...forms.map((form) => key + form),
    key,
  ];
}

/** `{{name}}` replaced by its value, escaped; a value not given leaves its placeholder. */
function fillIn(text: string, options: TextOptions, escape: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? placeholder : escape(String(value));
  });
}

/**
 * One text in one language: `namespace:key.path` (or the given namespace), its plural form and
 * variant chosen from the options, its placeholders filled in. A key with no text answers
 * `defaultValue`, or the key itself, so a missing text is visible rather than blank.
 */
export function translate(
  source: TextSource,
  language: string,
  namespace: string,
  key: string,
  options: TextOptions = {},
): string {
  const separator = key.indexOf(NAMESPACE_SEPARATOR);
  const ns = separator > 0 ? key.slice(0, separator) : (options.ns ?? namespace);
  const path = separator > 0 ? key.slice(separator + 1) : key;
  const lookupLanguage = options.lng ?? language;
  const bundle = source.bundle(lookupLanguage, ns);
  for (const candidate of candidates(path, lookupLanguage, options)) {
    const found = find(bundle, candidate.split('.'));
    if (typeof found === 'string') return fillIn(found, options, source.escape);
  }
  return options.defaultValue === undefined
    ? path
    : fillIn(options.defaultValue, options, source.escape);
}
