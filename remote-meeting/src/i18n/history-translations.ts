import { registerTranslations, type Translations } from '@app/shared';
import { historyAr } from './history-ar';
import { historyEn } from './history-en';

export const HISTORY_NAMESPACE = 'history';

export const HISTORY_TRANSLATIONS: Translations = { en: historyEn, ar: historyAr };

/** Adds the session history's namespace when its page loads; /main does not carry these texts. */
export function registerHistoryTranslations(): void {
  registerTranslations(HISTORY_NAMESPACE, HISTORY_TRANSLATIONS);
}
