/** Every leaf key of a translation object, dotted ("menu.items.home"), sorted. */
export function translationKeys(translations: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(translations)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? translationKeys(value as Record<string, unknown>, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    )
    .sort();
}

/** Leaf values that are empty, so a missing translation cannot hide as "". */
export function emptyTranslations(translations: Record<string, unknown>): string[] {
  return translationKeys(translations).filter((key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translations);
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
  return translationKeys(ar).filter((key) => {
    if (neutral.includes(key)) return false;
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ar);
    return typeof value !== 'string' || !ARABIC_LETTER.test(value);
  });
}
