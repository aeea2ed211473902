import { ar as adminAr } from '../../remote-admin/src/i18n/ar';
import { en as adminEn } from '../../remote-admin/src/i18n/en';
import { ar as meetingAr } from '../../remote-meeting/src/i18n/ar';
import { familyAr } from '../../remote-meeting/src/i18n/family-ar';
import { familyEn } from '../../remote-meeting/src/i18n/family-en';
import { hifzAr } from '../../remote-meeting/src/i18n/hifz-ar';
import { hifzEn } from '../../remote-meeting/src/i18n/hifz-en';
import { homeworkAr } from '../../remote-meeting/src/i18n/homework-ar';
import { homeworkEn } from '../../remote-meeting/src/i18n/homework-en';
import { historyAr } from '../../remote-meeting/src/i18n/history-ar';
import { historyEn } from '../../remote-meeting/src/i18n/history-en';
import { en as meetingEn } from '../../remote-meeting/src/i18n/en';
import { ar as profileAr } from '../../remote-profile/src/i18n/ar';
import { en as profileEn } from '../../remote-profile/src/i18n/en';
import { TEACHING_TEXTS } from '../../shared/src/i18n/teaching-translations';
import { ar as shellAr } from '../../shell/src/i18n/ar';
import { en as shellEn } from '../../shell/src/i18n/en';
import type { Language } from './language';

/**
 * The apps' own texts, so a test written once finds the same controls in English and Arabic
 * (and a renamed text changes the test with it).
 */
export const TEXTS = {
  en: {
    shell: shellEn,
    meeting: meetingEn,
    admin: adminEn,
    history: historyEn,
    family: familyEn,
    hifz: hifzEn,
    homework: homeworkEn,
    profile: profileEn,
    teaching: TEACHING_TEXTS.en,
  },
  ar: {
    shell: shellAr,
    meeting: meetingAr,
    admin: adminAr,
    history: historyAr,
    family: familyAr,
    hifz: hifzAr,
    homework: homeworkAr,
    profile: profileAr,
    teaching: TEACHING_TEXTS.ar,
  },
} satisfies Record<Language, unknown>;

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * Fills the texts' {{name}} placeholders as the app does: in an Arabic text each value is
 * isolated (FSI U+2068 ... PDI U+2069), so it keeps its own direction.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  const arabic = ARABIC_LETTER.test(text);
  return text.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => {
    const value = String(values[key] ?? '');
    return arabic ? `\u2068${value}\u2069` : value;
  });
}
