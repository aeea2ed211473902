import { registerTranslations, type Translations } from '@app/shared';
import { hifzAr } from './hifz-ar';
import { hifzEn } from './hifz-en';

export const HIFZ_NAMESPACE = 'hifz';

export const HIFZ_TRANSLATIONS: Translations = { en: hifzEn, ar: hifzAr };

/**
 * Adds the hifz namespace; called where the classroom's texts are (the mushaf and the record),
 * so the meeting's first screen does not carry these texts either.
 */
export function registerHifzTranslations(): void {
  registerTranslations(HIFZ_NAMESPACE, HIFZ_TRANSLATIONS);
}
