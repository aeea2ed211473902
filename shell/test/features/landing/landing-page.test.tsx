import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  authAtom,
  callRequestAtom,
  i18n,
  INITIAL_AUTH_STATE,
  initI18n,
  registerTranslations,
  setApiUrl,
  usersListAtom,
  usersListReceivedAtom,
  type AuthState,
  type User,
  type ListedTeacher,
} from '@app/shared/core';
import type { PublicStats } from '@app/shared/protocol';
import { makeListedUser, makeUser } from '../../../../shared/test/support/users';
import { LandingPage } from '../../../src/features/landing/landing-page';
import { landingTeachersLoadingAtom } from '../../../src/features/landing/teachers/landing-teachers';
import { startLandingTeachers } from '../../../src/features/landing/teachers/subscriptions';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';
import { authDialogAtom, authDialogNoticeAtom } from '../../../src/lib/auth-dialog-atom';
import { answerJson } from '../../support/answer-json';

// The live feed opens an event stream; here the test writes the list into the store itself.
jest.mock('../../../src/features/landing/teachers/subscriptions', () => ({
  startLandingTeachers: jest.fn(() => () => undefined),
}));

type Store = ReturnType<typeof createStore>;

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function teacher(overrides: Partial<ListedTeacher> = {}): ListedTeacher {
  return makeListedUser({
    _id: 'teacher-1',
    name: 'Sheikh Yusuf Ali',
    role: 'teacher',
    ...overrides,
  });
}

interface Scene {
  auth?: Partial<AuthState>;
  teachers?: ListedTeacher[];
  path?: string;
}

function renderLanding({ auth = {}, teachers, path = '/' }: Scene = {}) {
  const store: Store = createStore();
  store.set(authAtom, { ...INITIAL_AUTH_STATE, ...auth });
  if (teachers) {
    store.set(usersListAtom, teachers);
    store.set(usersListReceivedAtom, true);
  }
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LandingPage />
        <Location />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

const visitor = { isInitialized: true };
const signedIn = (user: Partial<User>) => ({
  isInitialized: true,
  isAuthenticated: true,
  user: makeUser(user),
});

beforeAll(async () => {
  await initI18n();
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);
});

beforeEach(async () => {
  localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
  // The figures' request never answers unless a test answers it (answerStats below).
  setApiUrl('http://api.test');
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
});

describe('hero', () => {
  it('shows a spinner until auth is initialised, then the visitor CTA in the same slot', async () => {
    const { store, container } = renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Learn the Quran live with a qualified Sheikh',
    );
    const spinner = screen.getByRole('status', { name: 'Loading...' });
    const slot = container.querySelector('.ql-hero-slot');
    expect(slot).toContainElement(spinner);
    expect(screen.queryByRole('link', { name: 'Find a teacher' })).not.toBeInTheDocument();
    expect(startLandingTeachers).not.toHaveBeenCalled();

    act(() => store.set(authAtom, { ...INITIAL_AUTH_STATE, isInitialized: true }));
    const cta = screen.getByRole('link', { name: 'Find a teacher' });
    expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
    expect(container.querySelector('.ql-hero-slot')).toContainElement(cta);
    expect(startLandingTeachers).toHaveBeenCalledTimes(1);

    // It leads to the teachers on this page, asking for no account.
    expect(cta).toHaveAttribute('href', '#teachers');
    expect(container.querySelector('#teachers')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Our teachers' }),
    );
    await userEvent.click(cta);
    expect(store.get(authDialogAtom)).toBeNull();
  });

  it('has the landmarks: a banner and main#main-content', () => {
    const { container } = renderLanding({ auth: visitor });
    expect(screen.getByRole('banner')).toHaveTextContent('Quran Live');
    expect(screen.getByRole('main')).toBe(container.querySelector('main#main-content'));
  });
});

describe('header', () => {
  it('offers login and register to a visitor', async () => {
    const { store } = renderLanding({ auth: visitor });
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Register' }));
    expect(store.get(authDialogAtom)).toBe('register');
    await userEvent.click(within(header).getByRole('button', { name: 'Login' }));
    expect(store.get(authDialogAtom)).toBe('login');
  });

  it("toggles the language, naming the other language in that language's own words", async () => {
    renderLanding({ auth: visitor });
    const toggle = screen.getByRole('button', { name: 'Switch to Arabic' });
    expect(within(toggle).getByText('العربية')).toHaveAttribute('lang', 'ar');
    await userEvent.click(toggle);
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'تعلّم القرآن الكريم في جلسات مباشرة مع شيخ مؤهَّل',
      }),
    ).toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'التبديل إلى الإنجليزية' });
    expect(within(back).getByText('English')).toHaveAttribute('lang', 'en');
    await userEvent.click(back);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('shows a signed-in user their profile, dashboard and logout, and no CTA', () => {
    renderLanding({ auth: signedIn({ name: 'Omar Admin', role: 'admin' }) });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Omar Admin · Admin' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/users',
    );
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find a teacher' })).not.toBeInTheDocument();
  });
});

describe('role panel', () => {
  it('links a student to the teachers and their profile', () => {
    renderLanding({ auth: signedIn({ name: 'Aisha Rahman', role: 'student' }), teachers: [] });
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { name: 'Welcome back, Aisha Rahman' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Find Teacher' })).toHaveAttribute(
      'href',
      '/main',
    );
    expect(within(main).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('shows a teacher its own status and no teacher list', () => {
    renderLanding({
      auth: signedIn({ role: 'teacher', isOnline: true, isBusy: true }),
      teachers: [teacher()],
    });
    expect(screen.getByText('Your status:').parentElement).toHaveTextContent('Busy');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(main).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/main');
    expect(screen.queryByRole('heading', { name: 'Our teachers' })).not.toBeInTheDocument();
  });
});

describe('teachers', () => {
  it('shows the loading state, then the empty state', () => {
    const { store } = renderLanding({ auth: visitor });
    act(() => store.set(landingTeachersLoadingAtom, true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading teachers...');
    act(() => {
      store.set(landingTeachersLoadingAtom, false);
      store.set(usersListReceivedAtom, true);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('No teachers available at the moment.')).toBeInTheDocument();
  });

  it.each([
    [{ isOnline: true }, 'Call Now', true],
    [{ isOnline: true, isBusy: true }, 'Busy', false],
    [{ isOnline: true, inMeeting: true }, 'In Session', false],
    [{ isOnline: false }, 'Unavailable', false],
  ] as const)('labels the call button for %j as %s', (presence, label, enabled) => {
    renderLanding({ auth: visitor, teachers: [teacher(presence)] });
    const card = screen.getByRole('article', { name: 'Sheikh Yusuf Ali' });
    const button = within(card).getByRole('button', { name: label });
    if (enabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
    // The phone icon only on a call that can happen now.
    expect(button.querySelector('svg') !== null).toBe(enabled);
  });

  it('shows the status, rating, experience and specialization of a teacher', () => {
    renderLanding({
      auth: visitor,
      teachers: [
        teacher({
          isOnline: true,
          inMeeting: true,
          averageRating: 4.46,
          totalReviews: 12,
          experience: '10 years',
          specializations: ['tajweed', 'children'],
        }),
      ],
    });
    const card = screen.getByRole('article', { name: 'Sheikh Yusuf Ali' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Sheikh Yusuf Ali');
    expect(within(card).getByText('In meeting')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rating 4.5 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('4.5');
    expect(card).toHaveTextContent('12 reviews');
    expect(card).toHaveTextContent('Experience: 10 years');
    expect(card).toHaveTextContent('Specialization: Tajweed, Children');
    // A plain link to the public page: no code of it on the landing page.
    expect(within(card).getByRole('link', { name: 'Sheikh Yusuf Ali' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/teachers\/.+/),
    );
  });

  it('leaves out the rating of a teacher nobody rated yet', () => {
    renderLanding({ auth: visitor, teachers: [teacher({ averageRating: 0 })] });
    const card = screen.getByRole('article', { name: 'Sheikh Yusuf Ali' });
    expect(within(card).queryByRole('img', { name: /^Rating/ })).not.toBeInTheDocument();
  });

  it("shows the teacher's picture, and the initials when it fails to load", () => {
    renderLanding({ auth: visitor, teachers: [teacher({ avatar: 'https://cdn.test/yusuf.png' })] });
    const card = screen.getByRole('article', { name: 'Sheikh Yusuf Ali' });
    const picture = within(card).getByRole('img', { name: 'Sheikh Yusuf Ali' });
    expect(picture).toHaveAttribute('src', 'https://cdn.test/yusuf.png');
    act(() => {
      picture.dispatchEvent(new Event('error'));
    });
    expect(within(card).queryByRole('img', { name: 'Sheikh Yusuf Ali' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('SA');
  });

  it('asks a visitor to register before calling, with a notice in the dialog', async () => {
    const { store } = renderLanding({ auth: visitor, teachers: [teacher({ isOnline: true })] });
    await userEvent.click(screen.getByRole('button', { name: 'Call Now' }));
    expect(store.get(authDialogNoticeAtom)).toBe('landing.teachers.registerToCall');
    expect(store.get(authDialogAtom)).toBe('register');
    expect(store.get(callRequestAtom)).toBeNull();
  });

  it('asks the call layer to call for a signed-in student', async () => {
    const { store } = renderLanding({
      auth: signedIn({ role: 'student' }),
      teachers: [teacher({ isOnline: true })],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Call Now' }));
    expect(store.get(callRequestAtom)).toEqual(expect.objectContaining({ teacherId: 'teacher-1' }));
    expect(store.get(authDialogAtom)).toBeNull();
    expect(store.get(authDialogNoticeAtom)).toBeNull();
  });

  it('does not let an admin call', () => {
    renderLanding({ auth: signedIn({ role: 'admin' }), teachers: [teacher({ isOnline: true })] });
    expect(screen.getByRole('button', { name: 'Call Now' })).toBeDisabled();
  });
});

/** The API's answer to GET /stats. */
const answerStats = (stats: PublicStats) => answerJson({ data: stats });

describe('figures and features', () => {
  it("shows the platform's own figures, each one the server gives, and the four features", async () => {
    const fetchMock = answerStats({
      activeTeachers: null,
      lessonsTaught: 12480,
      averageRating: 4.8,
    });
    renderLanding({ auth: visitor, teachers: [] });
    const band = await screen.findByRole('region', { name: 'Quran Live in numbers' });
    expect(within(band).getByText('12,480')).toBeInTheDocument();
    expect(within(band).getByText('Sessions held')).toBeInTheDocument();
    expect(within(band).getByText('4.8 / 5')).toBeInTheDocument();
    expect(within(band).queryByText('Sheikhs teaching')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/stats', expect.anything());
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Live sessions', 'Expert teachers', 'Flexible schedule', 'Personalized learning']);
  });

  it('leaves the band out while no figure is large enough to show', async () => {
    const fetchMock = answerStats({
      activeTeachers: null,
      lessonsTaught: null,
      averageRating: null,
    });
    renderLanding({ auth: visitor, teachers: [] });
    await act(async () => {
      await fetchMock.mock.results[0]?.value;
    });
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Quran Live in numbers' })).not.toBeInTheDocument();
  });
});

describe('banned banner', () => {
  it('shows the message for ?error=banned and removes the parameter when closed', async () => {
    renderLanding({ auth: visitor, path: '/?error=banned&from=register' });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('deactivated by an administrator');
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?from=register$/);
  });

  it('is not there without the parameter', () => {
    renderLanding({ auth: visitor });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
