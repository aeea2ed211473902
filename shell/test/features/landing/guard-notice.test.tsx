import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, registerTranslations } from '@app/shared';
import { MemoryRouter } from 'react-router-dom';
import {
  GuardNotice,
  type GuardRedirectState,
} from '../../../src/features/landing/components/guard-notice';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';

function renderWith(state: GuardRedirectState | null) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/', state }]}>
      <GuardNotice />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);
});

it('tells a visitor sent from a guarded page to log in, and goes when closed', async () => {
  renderWith({ from: { pathname: '/main' } });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Please log in to open that page. You will be taken back to it.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('tells a signed-in user the page is not for their account', () => {
  renderWith({ from: { pathname: '/rooms' }, reason: 'role' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'That page is not available for your account',
  );
});

it('says nothing on an ordinary visit', () => {
  renderWith(null);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
