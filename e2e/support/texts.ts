import { ar as adminAr } from '../../remote-admin/src/i18n/ar';
import { en as adminEn } from '../../remote-admin/src/i18n/en';
import { ar as meetingAr } from '../../remote-meeting/src/i18n/ar';
import { bookingAr } from '../../remote-meeting/src/i18n/booking-ar';
import { bookingEn } from '../../remote-meeting/src/i18n/booking-en';
import { familyAr } from '../../remote-meeting/src/i18n/family-ar';
import { familyEn } from '../../remote-meeting/src/i18n/family-en';
import { hifzAr } from '../../remote-meeting/src/i18n/hifz-ar';
import { hifzEn } from '../../remote-meeting/src/i18n/hifz-en';
import { homeworkAr } from '../../remote-meeting/src/i18n/homework-ar';
import { homeworkEn } from '../../remote-meeting/src/i18n/homework-en';
import { historyAr } from '../../remote-meeting/src/i18n/history-ar';
import { historyEn } from '../../remote-meeting/src/i18n/history-en';
import { upcomingAr } from '../../remote-meeting/src/i18n/upcoming-ar';
import { upcomingEn } from '../../remote-meeting/src/i18n/upcoming-en';
import { en as meetingEn } from '../../remote-meeting/src/i18n/en';
import { ar as profileAr } from '../../remote-profile/src/i18n/ar';
import { en as profileEn } from '../../remote-profile/src/i18n/en';
import { ERROR_TEXTS_AR } from '../../shared/src/i18n/error-texts-ar';
import { ERROR_TEXTS_EN } from '../../shared/src/i18n/error-texts-en';
import { TEACHING_TEXTS } from '../../shared/src/i18n/teaching-translations';
import { ar as notificationsAr } from '../../shell/src/features/notifications/i18n/ar';
import { en as notificationsEn } from '../../shell/src/features/notifications/i18n/en';
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
    booking: bookingEn,
    upcoming: upcomingEn,
    notifications: notificationsEn,
    errors: ERROR_TEXTS_EN,
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
    booking: bookingAr,
    upcoming: upcomingAr,
    notifications: notificationsAr,
    errors: ERROR_TEXTS_AR,
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

/**
 * A counted text as i18next picks it: the key's form for `count` in the language's plural rules
 * (Arabic has six: "2 weeks" is «أسبوعان», its own word), filled with the count.
 */
export function counted(
  texts: Readonly<Record<string, unknown>>,
  key: string,
  count: number,
  language: Language,
): string {
  const form = new Intl.PluralRules(language).select(count);
  const text = texts[`${key}_${form}`];
  if (typeof text !== 'string') throw new Error(`No ${language} text ${key}_${form}`);
  return fill(text, { count });
}
