import type { Language } from './languages';

/** One namespace's texts, one loader a language: each language is its own chunk. */
export type TextLoaders = Record<Language, () => Promise<Record<string, unknown>>>;
