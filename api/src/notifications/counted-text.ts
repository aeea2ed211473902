import type { PushLanguage } from './notification-types';

// Counted sentences of the server's push and mail texts: English has two plural forms (one,
// other), Arabic six, and a text gives each of its language's.

const PLURAL_RULES: Record<PushLanguage, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ar: new Intl.PluralRules('ar'),
};

/** A counted text's forms, each given the count. */
export type Counted<F extends string> = Record<F, (count: number) => string>;

const hasForm = <F extends string>(forms: Counted<F>, form: string): form is F =>
  Object.hasOwn(forms, form);

/** The counted text for `count`, in the form the language's plural rules pick. */
export function counted<F extends string>(
  language: PushLanguage,
  forms: Counted<F | 'other'>,
  count: number,
): string {
  const form = PLURAL_RULES[language].select(count);
  return (hasForm(forms, form) ? forms[form] : forms.other)(count);
}
