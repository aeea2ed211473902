import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, i18n, initI18n, registerTranslations, socketRefusalAtom } from '@app/shared';
import { Provider } from 'jotai';
import { SocketRefusedNotice } from '../../../src/features/connection/socket-refused-notice';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';

beforeAll(async () => {
  await initI18n();
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);
  await i18n.changeLanguage('en');
});
afterEach(() => appStore.set(socketRefusalAtom, null));

const renderNotice = (onRetry = jest.fn()) =>
  render(
    <Provider store={appStore}>
      <SocketRefusedNotice onRetry={onRetry} />
    </Provider>,
  );

it('shows nothing while the socket is not refused', () => {
  renderNotice();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says why the page has no calls when the server refused its socket, and tries again', async () => {
  const connect = jest.fn();
  renderNotice(connect);
  act(() => appStore.set(socketRefusalAtom, 'sockets.too_many'));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This account is open in too many tabs or devices',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(connect).toHaveBeenCalledTimes(1);
});

it('reads in Arabic', async () => {
  await act(() => i18n.changeLanguage('ar'));
  renderNotice();
  act(() => appStore.set(socketRefusalAtom, 'sockets.too_many'));
  expect(screen.getByRole('alert')).toHaveTextContent('هذا الحساب مفتوح في نوافذ أو أجهزة كثيرة');
  expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  await act(() => i18n.changeLanguage('en'));
});
