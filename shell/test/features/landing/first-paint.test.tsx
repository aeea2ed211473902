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
import { takeFirstPaintIntent } from '../../../src/features/landing/first-paint-intent';
import { authDialogAtom } from '../../../src/lib/auth-dialog-atom';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';

// The live feed opens an event stream; not needed to compare markup.
jest.mock('../../../src/features/landing/teachers/subscriptions', () => ({
  startLandingTeachers: jest.fn(() => () => undefined),
}));

/** LandingPage before the session check ends. */
function renderLanding(store = createStore()) {
  store.set(authAtom, INITIAL_AUTH_STATE);
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </Provider>,
  );
}

/** The top bar and hero LandingPage renders before the session check ends, as HTML. */
function renderedBarAndHero(): string {
  const { container } = renderLanding();
  const bar = container.querySelector('header.ql-bar')?.outerHTML ?? 'no top bar';
  const hero = container.querySelector('.ql-hero')?.outerHTML ?? 'no hero';
  return bar + hero;
}

/** The first paint's top bar and hero, without the click-recording marks React does not need. */
function paintedBarAndHero(language: Language): string {
  const holder = document.createElement('div');
  holder.innerHTML = firstPaintMarkup(language);
  holder
    .querySelectorAll('[data-intent]')
    .forEach((button) => button.removeAttribute('data-intent'));
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
  document.documentElement.removeAttribute('data-first-paint-intent');
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
    expect(document.querySelector('h1')).toHaveTextContent(
      'تعلّم القرآن الكريم في جلسات مباشرة مع شيخ مؤهَّل',
    );
    languages.mockRestore();
  });

  it('paints any other page as a loading bar with nothing to click', () => {
    localStorage.setItem('language', 'en');
    window.history.pushState({}, '', '/main');
    try {
      runFirstPaint();
    } finally {
      window.history.pushState({}, '', '/');
    }
    expect(document.querySelector('.ql-bar-title')).toHaveTextContent('Quran Live');
    expect(document.querySelector('[role="status"]')).toHaveAccessibleName('Loading...');
    expect(document.querySelector('button, a, h1')).toBeNull();
  });

  it('leaves a root that already has content alone', () => {
    document.body.innerHTML = '<div id="root"><p>rendered</p></div>';
    runFirstPaint();
    expect(document.getElementById('root')?.innerHTML).toBe('<p>rendered</p>');
  });

  it('records a click on one of its buttons, and the landing page replays it once', async () => {
    await changeLanguage('en');
    localStorage.setItem('language', 'en');
    runFirstPaint();
    const painted = document.querySelector<HTMLButtonElement>('[data-intent="register"]');
    painted?.click();
    expect(document.documentElement).toHaveAttribute('data-first-paint-intent', 'register');

    const store = createStore();
    renderLanding(store);
    expect(store.get(authDialogAtom)).toBe('register');
    expect(takeFirstPaintIntent()).toBeNull();
  });

  it("does not record clicks on React's own buttons", async () => {
    await changeLanguage('en');
    document.body.innerHTML = '<div id="app"></div><div id="root"><p>rendered</p></div>';
    runFirstPaint();
    const store = createStore();
    const { getByRole } = renderLanding(store);
    getByRole('button', { name: 'Login' }).click();
    expect(document.documentElement).not.toHaveAttribute('data-first-paint-intent');
  });
});
