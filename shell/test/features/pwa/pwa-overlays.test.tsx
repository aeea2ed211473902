import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, appStore, i18n, initI18n, registerTranslations } from '@app/shared';
import { PwaOverlays } from '../../../src/features/pwa/components/pwa-overlays';
import {
  INSTALL_DISMISSED_STORAGE_KEY,
  availableVersionAtom,
  installBannerDismissedAtom,
  installMessageAtom,
  installPromptAtom,
  onlineAtom,
  refreshingAtom,
  waitingWorkerAtom,
} from '../../../src/features/pwa/pwa-atoms';
import { APP_VERSION_STORAGE_KEY } from '../../../src/features/pwa/version/version-check';
import { WORKER_MESSAGES } from '../../../src/service-worker/worker-messages';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../../../src/i18n/translations';
import { FakeServiceWorker, fakeBrowser } from './support/fake-browser';
import { installPromptEvent } from './support/install-fakes';

// The page the overlays act on: jsdom cannot navigate, nor has it service workers or caches.
const mockPage = fakeBrowser('https://quran.example/users');
jest.mock('../../../src/features/pwa/pwa-browser', () => ({
  currentBrowser: () => mockPage.browser,
}));

beforeAll(async () => {
  await initI18n();
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  appStore.set(availableVersionAtom, null);
  appStore.set(refreshingAtom, false);
  appStore.set(waitingWorkerAtom, null);
  appStore.set(installBannerDismissedAtom, true);
  appStore.set(installPromptAtom, null);
  appStore.set(installMessageAtom, null);
  appStore.set(onlineAtom, true);
});

const renderOverlays = () =>
  render(
    <AppProviders>
      <PwaOverlays />
    </AppProviders>,
  );

it('shows nothing while there is nothing to say (the install banner starts dismissed)', () => {
  renderOverlays();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

describe('the new version dialog', () => {
  it('blocks the app until the user refreshes, then reloads into the new version', async () => {
    renderOverlays();
    act(() => appStore.set(availableVersionAtom, '2.0.0'));
    const dialog = await screen.findByRole('dialog', { name: 'New version available' });
    expect(dialog).toHaveTextContent('Refresh to update.');

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'New version available' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() =>
      expect(mockPage.location.assign).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/quran\.example\/users\?t=\d+$/),
      ),
    );
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('2.0.0');
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    appStore.set(availableVersionAtom, '2.0.0');
    renderOverlays();
    expect(await screen.findByRole('dialog', { name: 'يتوفر إصدار جديد' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تحديث الآن' })).toBeVisible();
  });
});

describe('the worker update confirm', () => {
  it('asks, and yes hands over to the new worker', async () => {
    const worker = new FakeServiceWorker();
    appStore.set(waitingWorkerAtom, worker as unknown as ServiceWorker);
    renderOverlays();
    expect(
      await screen.findByText('A new version of the app is available. Load the latest version?'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load latest version' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGES.skipWaiting });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('waits behind the blocking version dialog', async () => {
    appStore.set(waitingWorkerAtom, new FakeServiceWorker() as unknown as ServiceWorker);
    appStore.set(availableVersionAtom, '2.0.0');
    renderOverlays();
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'New version available' })).toBeVisible();
  });
});

describe('the install banner', () => {
  it.each(['Not now', 'Close'])(
    'shows when not dismissed, and %s dismisses it for good',
    async (button) => {
      appStore.set(installBannerDismissedAtom, false);
      renderOverlays();
      const banner = await screen.findByRole('region', { name: 'Install Quran Live' });
      expect(banner).toHaveTextContent('Add the app to your device');

      await userEvent.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
      expect(localStorage.getItem(INSTALL_DISMISSED_STORAGE_KEY)).toBe('true');
    },
  );

  it("installs through the browser's prompt", async () => {
    const event = installPromptEvent('accepted');
    appStore.set(installPromptAtom, event);
    appStore.set(installBannerDismissedAtom, false);
    renderOverlays();
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });

  it('gives manual steps when the browser has no prompt', async () => {
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile Safari/604.1',
      );
    appStore.set(installBannerDismissedAtom, false);
    renderOverlays();
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install the app' });
    expect(dialog).toHaveTextContent('Add to Home Screen');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

it('says when the app runs offline', async () => {
  appStore.set(onlineAtom, false);
  renderOverlays();
  expect(await screen.findByRole('status')).toHaveTextContent('You are offline.');
});
