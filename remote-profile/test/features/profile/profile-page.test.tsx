import {
  AppProviders,
  appStore,
  authAtom,
  changeLanguage,
  INITIAL_AUTH_STATE,
  initI18n,
  registerTeachingTranslations,
  type User,
} from '@app/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from '../../../src/features/profile/components/profile-page';
import { registerProfileTranslations } from '../../../src/i18n/translations';
import { makeUser } from '../../../../shared/test/support/users';

beforeAll(async () => {
  await initI18n();
  registerProfileTranslations();
  registerTeachingTranslations();
});
beforeEach(() => changeLanguage('en'));

function signIn(overrides: Partial<User> = {}): void {
  appStore.set(authAtom, {
    ...INITIAL_AUTH_STATE,
    user: makeUser(overrides),
    isAuthenticated: true,
    isInitialized: true,
  });
}

const renderPage = () =>
  render(
    <AppProviders>
      <ProfilePage />
    </AppProviders>,
  );

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (size: number, name = 'face.png') =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

it('shows a full-page spinner while the user is not loaded', () => {
  appStore.set(authAtom, { ...INITIAL_AUTH_STATE, isLoading: true });
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.queryByRole('heading', { name: 'My profile' })).not.toBeInTheDocument();
});

it('shows the personal information card: required name, read-only email with its note', () => {
  signIn();
  renderPage();
  expect(screen.getByRole('heading', { name: 'My profile' })).toBeInTheDocument();
  expect(screen.getByText('Your personal information, Aisha Rahman.')).toBeInTheDocument();
  const name = screen.getByRole('textbox', { name: 'Full name' });
  expect(name).toBeRequired();
  expect(name).toHaveValue('Aisha Rahman');
  // MUI marks a required field's label with an asterisk.
  expect(document.querySelector('label[for="profile-name"]')).toHaveTextContent('Full name *');
  const email = screen.getByRole('textbox', { name: 'Email' });
  expect(email).toHaveValue('aisha@example.org');
  expect(email).toHaveAttribute('readonly');
  expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
});

it('shows the teaching status card to teachers only', () => {
  signIn({ role: 'student' });
  const { unmount } = renderPage();
  expect(screen.queryByText('Teaching status')).not.toBeInTheDocument();
  unmount();
  signIn({ role: 'teacher' });
  renderPage();
  expect(screen.getByText('Teaching status')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Available for calls' })).toBeChecked();
});

it('shows the teaching profile card to teachers only, from the saved profile', async () => {
  signIn({ role: 'student' });
  const { unmount } = renderPage();
  expect(screen.queryByRole('group', { name: 'Teaching profile' })).not.toBeInTheDocument();
  unmount();
  signIn({ role: 'teacher', bio: 'I teach Tajweed', specializations: ['hifz'], gender: 'male' });
  renderPage();
  const card = await screen.findByRole('group', { name: 'Teaching profile' });
  expect(card).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'About you' })).toHaveValue('I teach Tajweed');
  expect(screen.getByRole('checkbox', { name: 'Memorisation (Hifz)' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Tajweed' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
  // One save for the whole page: the card has none of its own.
  expect(screen.getAllByRole('button', { name: 'Save changes' })).toHaveLength(1);
});

it('never calls an edited bio "no changes", and says the page has unsaved changes', async () => {
  signIn({ role: 'teacher', bio: 'I teach Tajweed' });
  renderPage();
  const bio = await screen.findByRole('textbox', { name: 'About you' });
  expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
  await userEvent.type(bio, ' and Hifz');
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('You have unsaved changes');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.queryByText('No changes to save')).not.toBeInTheDocument();
});

it('asks before a link takes the page away from unsaved changes, and stays when declined', async () => {
  signIn({ role: 'teacher', bio: 'I teach Tajweed' });
  render(
    <AppProviders>
      <ProfilePage />
      <a href="/main">Elsewhere</a>
    </AppProviders>,
  );
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  // The router's stand-in: it sees the clicks that reach links.
  const followed = jest.fn();
  const router = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    followed();
  };
  document.addEventListener('click', router);
  try {
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledTimes(1);
    await userEvent.type(await screen.findByRole('textbox', { name: 'About you' }), '!');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledWith(
      'You have unsaved changes on your profile. Leave without saving them?',
    );
    // Declined: the click never reached the router.
    expect(followed).toHaveBeenCalledTimes(1);
  } finally {
    document.removeEventListener('click', router);
  }
});

it('requires a name of at least 2 characters', async () => {
  signIn();
  renderPage();
  const name = screen.getByRole('textbox', { name: 'Full name' });
  await userEvent.clear(name);
  await userEvent.tab();
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  await userEvent.type(name, ' A ');
  expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.queryByText('No changes to save')).not.toBeInTheDocument();
});

it('says there is nothing to save when the trimmed name is unchanged and no file was chosen', async () => {
  signIn();
  renderPage();
  const name = screen.getByRole('textbox', { name: 'Full name' });
  await userEvent.type(name, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('No changes to save')).toBeInTheDocument();
});

it('shows the chosen file with its size in KB to one decimal, and previews it', async () => {
  signIn();
  renderPage();
  await userEvent.upload(fileInput(), png(1536));
  expect(screen.getByText('Selected: face.png (1.5 KB)')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Profile picture of Aisha Rahman' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    ),
  );
});

it('refuses a file of another type, and one over 2 MB, and saves neither', async () => {
  signIn();
  renderPage();
  // applyAccept off: a user can still pick "All files" in the dialog.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(fileInput(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Invalid file type. Please select a JPEG, PNG, or WebP image',
  );
  await user.upload(fileInput(), png(2 * 1024 * 1024 + 1, 'huge.png'));
  expect(screen.getByText('Selected: huge.png (2,048.0 KB)')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('File is too large. Maximum size: 2 MB.');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  // Validation stops the save before anything is sent or judged unchanged.
  expect(screen.queryByText('No changes to save')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
});

it('remembers a picture that failed to load and shows the default person icon', () => {
  signIn({ avatar: '/uploads/avatars/0190c7e4-0000-7000-8000-000000000000.webp' });
  const { unmount } = renderPage();
  fireEvent.error(screen.getByRole('img', { name: 'Profile picture of Aisha Rahman' }));
  expect(screen.getByText('Failed to load profile image')).toBeInTheDocument();
  expect(screen.getByTestId('PersonIcon')).toBeInTheDocument();
  unmount();
  // Not asked for again on the next visit.
  renderPage();
  expect(screen.queryByRole('img', { name: 'Profile picture of Aisha Rahman' })).toBeNull();
  expect(screen.getByTestId('PersonIcon')).toBeInTheDocument();
});

it('speaks Arabic right to left, with the same 2 MB rule', async () => {
  await changeLanguage('ar');
  signIn();
  renderPage();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { name: 'ملفي الشخصي' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeInTheDocument();
  // Numbers in Arabic sentences are isolated (FSI ... PDI).
  expect(screen.getByText(/الحد الأقصى للحجم: \u20682\u2069 ميغابايت/)).toBeInTheDocument();
  await userEvent.upload(fileInput(), png(2 * 1024 * 1024 + 1));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'الملف كبير جدًا. الحد الأقصى للحجم: \u20682\u2069 ميغابايت.',
  );
});
