import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  forceLightMode,
  quietConsoleIfConfigured,
  initI18n,
  registerTranslations,
  setApiUrl,
  startSession,
  startSocketLifecycle,
} from '@app/shared/core';
import { startPwa } from '../features/pwa/start-pwa';
import { registerAppRemotes } from '../features/remotes/remote-registry';
import { SHELL_NAMESPACE, SHELL_TRANSLATIONS } from '../i18n/translations';
import { App } from './app';
import { loadRuntimeConfig } from './runtime-config';

async function bootstrap(): Promise<void> {
  quietConsoleIfConfigured();
  forceLightMode();
  const [config] = await Promise.all([
    // Without remotes.json the shell still starts: remote routes then show their fallback.
    loadRuntimeConfig().catch((error: unknown) => {
      console.error('remotes.json could not be loaded', error);
      return null;
    }),
    initI18n(),
  ]);
  if (config?.apiUrl) setApiUrl(config.apiUrl);
  if (config) registerAppRemotes(config.remotes);
  registerTranslations(SHELL_NAMESPACE, SHELL_TRANSLATIONS);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // Rendered as a transition, React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole first render; index.html's first paint stays on
  // screen until the commit.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // Session start and the socket's life are page-wide effects, owned here rather than by any
  // component: they follow the auth state in the shared store.
  startSocketLifecycle();
  startPwa();
  void startSession();
}

void bootstrap();
