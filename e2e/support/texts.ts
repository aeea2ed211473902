import { ar as adminAr } from '../../remote-admin/src/i18n/ar';
import { en as adminEn } from '../../remote-admin/src/i18n/en';
import { ar as meetingAr } from '../../remote-meeting/src/i18n/ar';
import { en as meetingEn } from '../../remote-meeting/src/i18n/en';
import { ar as shellAr } from '../../shell/src/i18n/ar';
import { en as shellEn } from '../../shell/src/i18n/en';
import type { Language } from './language';

/**
 * The apps' own texts, so a test written once finds the same controls in English and Arabic
 * (and a renamed text changes the test with it).
 */
export const TEXTS = {
  en: { shell: shellEn, meeting: meetingEn, admin: adminEn },
  ar: { shell: shellAr, meeting: meetingAr, admin: adminAr },
} satisfies Record<Language, unknown>;

/** Fills i18next's {{name}} placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => String(values[key] ?? ''));
}
