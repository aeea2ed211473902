/**
 * Counted texts. The lookup picks a plural form from `count` with the language's plural rules:
 * English has two forms (one, other), Arabic six. The English file is the typed source of the
 * keys; the Arabic file must give every counted text in all six forms, which its type enforces.
 */
export const ENGLISH_PLURAL_FORMS = ['one', 'other'] as const;
export const ARABIC_PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export type EnglishPluralForm = (typeof ENGLISH_PLURAL_FORMS)[number];
export type ArabicPluralForm = (typeof ARABIC_PLURAL_FORMS)[number];

/** The context for a female person (`key_female`); a missing variant falls back to `key`. */
export const FEMALE_CONTEXT = 'female';
/** The context for a male person (`key_male`); the bare `key` is the neutral text. */
export const MALE_CONTEXT = 'male';
/** The contexts a text about a person may have a variant for. */
export type GenderContext = typeof FEMALE_CONTEXT | typeof MALE_CONTEXT;

type Leaf<T> = T extends string ? string : ArabicTexts<T>;

/**
 * The Arabic file's shape from the English one: the same keys, every `x_one`/`x_other` pair
 * becomes the six `x_zero` ... `x_other`, and any single text may add `_female` and `_male`
 * variants (its bare key then being the neutral text).
 */
export type ArabicTexts<T> = {
  [K in keyof T as K extends `${string}_${EnglishPluralForm}` ? never : K]: Leaf<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${ArabicPluralForm}` : never]: string;
} & {
  [
    K in keyof T as K extends `${string}_${EnglishPluralForm}`
      ? never
      : T[K] extends string
        ? `${K & string}_${GenderContext}`
        : never
  ]?: string;
};
