import { registerTranslations, type Translations } from '@app/shared';
import { familyAr } from './family-ar';
import { familyEn } from './family-en';

export const FAMILY_NAMESPACE = 'family';

export const FAMILY_TRANSLATIONS: Translations = { en: familyEn, ar: familyAr };

/** Adds the family page's namespace when the page loads; no other page carries these texts. */
export function registerFamilyTranslations(): void {
  registerTranslations(FAMILY_NAMESPACE, FAMILY_TRANSLATIONS);
}
