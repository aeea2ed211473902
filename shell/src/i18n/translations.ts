import type { Translations } from '@app/shared/core';
import { ar } from './ar';
import { en } from './en';

export const SHELL_NAMESPACE = 'shell';

/** The shell's namespace in both languages. */
export const SHELL_TRANSLATIONS: Translations = { en, ar };
