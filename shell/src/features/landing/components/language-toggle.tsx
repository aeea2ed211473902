import {
  changeLanguage,
  DEFAULT_LANGUAGE,
  otherLanguage,
  toLanguage,
  useTexts,
} from '@app/shared/core';
import { Icon } from './icons';

// Each language's name is written in that language, so whoever needs it can read it.
const LANGUAGE_NAMES = { ar: 'العربية', en: 'English' } as const;

/** Switches English <-> Arabic for the whole page (language, lang/dir, stored direction). */
export function LanguageToggle() {
  const { i18n, t } = useTexts('common');
  const current = toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const next = otherLanguage(current);
  return (
    <button
      type="button"
      className="ql-btn ql-btn--text"
      onClick={() => void changeLanguage(next)}
      aria-label={t(next === 'ar' ? 'language.switchToArabic' : 'language.switchToEnglish')}
    >
      <Icon name="translate" className="ql-icon ql-btn-icon" />
      <span lang={next}>{LANGUAGE_NAMES[next]}</span>
    </button>
  );
}
