import { registerTranslations, type Translations } from '@app/shared';
import { classroomAr } from './classroom-ar';
import { classroomEn } from './classroom-en';

export const CLASSROOM_NAMESPACE = 'classroom';

export const CLASSROOM_TRANSLATIONS: Translations = { en: classroomEn, ar: classroomAr };

/**
 * Adds the classroom's namespace; called by the mushaf and the record when they load, so the
 * meeting's first screen does not carry their texts.
 */
export function registerClassroomTranslations(): void {
  registerTranslations(CLASSROOM_NAMESPACE, CLASSROOM_TRANSLATIONS);
}
