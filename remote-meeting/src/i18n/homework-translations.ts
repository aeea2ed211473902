import { registerTranslations, type Translations } from '@app/shared';
import { homeworkAr } from './homework-ar';
import { homeworkEn } from './homework-en';

export const HOMEWORK_NAMESPACE = 'homework';

export const HOMEWORK_TRANSLATIONS: Translations = { en: homeworkEn, ar: homeworkAr };

/** Adds the recited homework's namespace where homework is shown: the lesson and the record. */
export function registerHomeworkTranslations(): void {
  registerTranslations(HOMEWORK_NAMESPACE, HOMEWORK_TRANSLATIONS);
}
