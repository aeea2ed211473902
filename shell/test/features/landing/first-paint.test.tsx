import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import {
  authAtom,
  changeLanguage,
  INITIAL_AUTH_STATE,
  initI18n,
  registerTranslations,
  type Language,
} from '@app/shared/core';
import { firstPaintMarkup, firstPaintScript } from '../../../src/first-paint/first-paint';
import { LandingPage } from '../../../src/features/landing/landing-page';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';

// The live feed opens a socket; not needed to compare markup.
jest.mock('../../../src/features/landing/teachers/subscriptions', () => ({
  startLandingTeachers: jest.fn(() => () => undefined),
}));

/** The top bar and hero LandingPage renders before the session check ends, as HTML. */
function renderedBarAndHero(): string {
  const store = createStore();
  store.set(authAtom, INITIAL_AUTH_STATE);
  const { container } = render(
    <Provider store={store}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </Provider>,
  );
  const bar = container.querySelector('header.ql-bar')?.outerHTML ?? 'no top bar';
  const hero = container.querySelector('.ql-hero')?.outerHTML ?? 'no hero';
  return bar + hero;
}

function paintedBarAndHero(language: Language): string {
  const holder = document.createElement('div');
  holder.innerHTML = firstPaintMarkup(language);
  const bar = holder.querySelector('header.ql-bar')?.outerHTML ?? 'no top bar';
  const hero = holder.querySelector('.ql-hero')?.outerHTML ?? 'no hero';
  return bar + hero;
}

/** Runs the script index.html inlines. */
function runFirstPaint(): void {
  new Function(firstPaintScript())();
}

beforeAll(async () => {
  await initI18n();
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);
});

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
});

describe("index.html's first paint", () => {
  it.each<Language>(['en', 'ar'])(
    'is the DOM React renders first, in %s, so the swap moves and repaints nothing new',
    async (language) => {
      await changeLanguage(language);
      expect(paintedBarAndHero(language)).toBe(renderedBarAndHero());
    },
  );

  it('paints in the stored language and sets lang and dir', () => {
    localStorage.setItem('language', 'en');
    runFirstPaint();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.querySelector('h1')).toHaveTextContent(
      'Learn the Quran live with a qualified Sheikh',
    );
  });

  it("falls back to the browser's languages, then to Arabic", () => {
    const languages = jest.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['fr-FR', 'en-GB']);
    runFirstPaint();
    expect(document.documentElement).toHaveAttribute('lang', 'en');

    document.body.innerHTML = '<div id="root"></div>';
    languages.mockReturnValue(['fr-FR']);
    runFirstPaint();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.querySelector('h1')).toHaveTextContent('تعلّم القرآن مباشرةً مع شيخ مؤهل');
    languages.mockRestore();
  });

  it('leaves a root that already has content alone', () => {
    document.body.innerHTML = '<div id="root"><p>rendered</p></div>';
    runFirstPaint();
    expect(document.getElementById('root')?.innerHTML).toBe('<p>rendered</p>');
  });
});
