import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n, i18n } from '../../src/i18n/i18n';
import { detectLanguage } from '../../src/i18n/detect-language';
import { appStore } from '../../src/state/store';
import { directionAtom } from '../../src/state/ui-atoms';
import { LanguageToggle } from '../../src/ui/language-toggle';

function browserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

beforeEach(() => localStorage.clear());

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    localStorage.setItem('language', 'en');
    browserLanguages(['ar-EG']);
    expect(detectLanguage()).toBe('en');
  });

  it('then the first supported browser language', () => {
    browserLanguages(['fr-FR', 'en-GB', 'ar']);
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to Arabic', () => {
    browserLanguages(['fr-FR']);
    expect(detectLanguage()).toBe('ar');
  });
});

describe('switching language', () => {
  beforeAll(() => initI18n());

  it('sets lang and dir on the page, the direction in UI state, and remembers both', async () => {
    await changeLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(appStore.get(directionAtom)).toBe('rtl');
    expect(localStorage.getItem('direction')).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('toggles from the button, labelled in the current language', async () => {
    await changeLanguage('en');
    render(<LanguageToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Arabic' }));
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('button', { name: 'التبديل إلى الإنجليزية' })).toHaveTextContent(
      'English',
    );
  });
});
