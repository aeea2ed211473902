import type { Translations } from '@app/shared/core';
import { ar } from './ar';
import { en } from './en';

export { SHELL_NAMESPACE } from './shell-namespace';

/**
 * The shell's namespace in both languages at once, for the tests that compare the languages and
 * render screens. The page loads one language at a time (shell-namespace.ts).
 */
export const SHELL_TRANSLATIONS: Translations = { en, ar };
