import { useTexts } from '../i18n/use-texts';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { changeLanguage } from '../i18n/i18n';
import { otherLanguage, toLanguage, DEFAULT_LANGUAGE } from '../i18n/languages';

// Each language's name is written in that language, so whoever needs it can read it.
const LANGUAGE_NAMES = { ar: 'العربية', en: 'English' } as const;

/** Switches English <-> Arabic for the whole page (language, lang/dir, stored direction). */
export function LanguageToggle({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { i18n, t } = useTexts('common');
  const current = toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const next = otherLanguage(current);
  return (
    <Button
      color={color}
      startIcon={<TranslateIcon />}
      onClick={() => void changeLanguage(next)}
      aria-label={t(next === 'ar' ? 'language.switchToArabic' : 'language.switchToEnglish')}
    >
      <span lang={next}>{LANGUAGE_NAMES[next]}</span>
    </Button>
  );
}
