import { registerTranslations, type Translations } from '@app/shared';
import { safetyAr } from './safety-ar';
import { safetyEn } from './safety-en';

export const SAFETY_NAMESPACE = 'safety';

export const SAFETY_TRANSLATIONS: Translations = { en: safetyEn, ar: safetyAr };

/** Adds the report and block texts; each page that offers either registers them. */
export function registerSafetyTranslations(): void {
  registerTranslations(SAFETY_NAMESPACE, SAFETY_TRANSLATIONS);
}
