import { act, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n, i18n, registerTranslations } from '../../src/i18n/i18n';
import { useTexts } from '../../src/i18n/use-texts';

const loads: string[] = [];
const failEnglish = { now: false };

function Greeting() {
  const { t } = useTexts(['lazy-test', 'common']);
  return (
    <p>
      {t('hello')} / {t('common:actions.close')} / {t('later:word', { defaultValue: '-' })}
    </p>
  );
}

beforeAll(async () => {
  localStorage.setItem('language', 'ar');
  await initI18n({
    'lazy-test': {
      ar: async () => {
        loads.push('ar');
        return { hello: 'مرحبا' };
      },
      en: async () => {
        loads.push('en');
        if (failEnglish.now) throw new Error('offline');
        return { hello: 'Hello' };
      },
    },
  });
});

it('loads only the language shown', () => {
  expect(loads).toEqual(['ar']);
  expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  expect(i18n.t('lazy-test:hello')).toBe('مرحبا');
});

it('stays in the language shown when the other cannot be loaded', async () => {
  failEnglish.now = true;
  await expect(changeLanguage('en')).resolves.toBe(false);
  expect(i18n.language).toBe('ar');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  failEnglish.now = false;
});

it('re-renders useTexts when the language changes and when texts arrive', async () => {
  render(<Greeting />);
  expect(screen.getByText('مرحبا / إغلاق / -')).toBeInTheDocument();

  await act(() => changeLanguage('en'));
  expect(screen.getByText('Hello / Close / -')).toBeInTheDocument();

  act(() => registerTranslations('later', { en: { word: 'arrived' }, ar: { word: 'وصل' } }));
  expect(screen.getByText('Hello / Close / arrived')).toBeInTheDocument();
});
