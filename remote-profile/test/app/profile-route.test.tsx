import {
  AppProviders,
  apiClient,
  appStore,
  authAtom,
  changeLanguage,
  INITIAL_AUTH_STATE,
  initI18n,
  queryClient,
  registerTeachingTranslations,
  type TeachingHours,
  type User,
} from '@app/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileRoute } from '../../src/app/profile-route';
import { registerProfileTranslations } from '../../src/i18n/translations';
import { makeUser } from '../../../shared/test/support/users';

beforeAll(async () => {
  await initI18n();
  registerProfileTranslations();
  registerTeachingTranslations();
});
beforeEach(() => changeLanguage('en'));
afterEach(() => queryClient.clear());

const HOURS: TeachingHours = {
  timeZone: 'Europe/London',
  lessonMinutes: [30],
  noticeMinutes: 720,
  trialMinutes: null,
  weekly: [],
  exceptions: [],
  holidays: [],
};

function signIn(overrides: Partial<User>): void {
  appStore.set(authAtom, {
    ...INITIAL_AUTH_STATE,
    user: makeUser(overrides),
    isAuthenticated: true,
    isInitialized: true,
  });
}

const fakeApi = () =>
  jest.spyOn(apiClient, 'call').mockImplementation(async (name) => {
    if (name === 'booking.hours' || name === 'booking.updateHours')
      return { data: { hours: HOURS } };
    throw new Error(`Unexpected call ${name}`);
  });

const renderRoute = () =>
  render(
    <AppProviders>
      <ProfileRoute />
    </AppProviders>,
  );

it('gives a Sheikh the teaching hours with a save of their own, apart from the profile', async () => {
  const call = fakeApi();
  signIn({ role: 'teacher' });
  renderRoute();
  // Its own chunk, compiled on first use in a test run: slower than the default wait.
  const hours = await screen.findByRole('form', { name: 'Teaching hours' }, { timeout: 10_000 });
  const profile = screen.getByRole('form', { name: 'My profile' });
  expect(profile).not.toContainElement(hours);

  await userEvent.click(within(hours).getByRole('button', { name: 'Save teaching hours' }));
  expect(await screen.findByText('Teaching hours saved')).toBeInTheDocument();
  expect(call.mock.calls.map(([name]) => name)).toEqual(['booking.hours', 'booking.updateHours']);
  // The profile was not submitted: it would have said there was nothing to save.
  expect(screen.queryByText('No changes to save')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('No changes to save')).toBeInTheDocument();
  expect(call).toHaveBeenCalledTimes(2);
});

it('never shows the hours to a student, nor asks for them', () => {
  const call = fakeApi();
  signIn({ role: 'student' });
  renderRoute();
  expect(screen.getByRole('form', { name: 'My profile' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Teaching hours' })).not.toBeInTheDocument();
  expect(call).not.toHaveBeenCalled();
});
