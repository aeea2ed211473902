import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  forceLightMode,
  quietConsoleIfConfigured,
  initI18n,
  setApiUrl,
  documentHasSessionMarker,
  startSession,
  registerSharedFeatures,
  startSocketLifecycle,
  socketHolder,
  appStore,
} from '@app/shared/core';
import { startPwa } from '../features/pwa/start-pwa';
import { preloadRouteRemotes } from '../features/remotes/preload-route-remotes';
import { registerAppRemotes } from '../features/remotes/remote-registry';
import { SHELL_NAMESPACE, SHELL_TEXTS } from '../i18n/shell-namespace';
import { App } from './app';
import { firstScreenReady } from './first-screen';
import { preloadShell } from './preload-shell';
import { siteLinksAtom } from '../lib/site-links-atom';
import { loadRuntimeConfig } from './runtime-config';

async function bootstrap(): Promise<void> {
  quietConsoleIfConfigured();
  forceLightMode();
  // The route is known now: its chunks start downloading beside remotes.json, the texts and
  // the session, rather than one after the other once each has settled.
  const { pathname } = window.location;
  const mayBeSignedIn = documentHasSessionMarker();
  const shellChunks = preloadShell(pathname, mayBeSignedIn);
  // A session's socket needs socket.io-client: it downloads beside the session check, not after
  // it. A visitor's page never loads it (its live list is an EventSource); a failed load is the
  // socket lifecycle's to try again.
  if (mayBeSignedIn) socketHolder.load().catch(() => undefined);
  const texts = initI18n({ [SHELL_NAMESPACE]: SHELL_TEXTS });
  // Without remotes.json the shell still starts: remote routes then show their fallback.
  const config = await loadRuntimeConfig().catch((error: unknown) => {
    console.error('remotes.json could not be loaded', error);
    return null;
  });
  if (config?.apiUrl) setApiUrl(config.apiUrl);
  if (config) registerAppRemotes(config.remotes);
  if (config) appStore.set(siteLinksAtom, config.links);
  // Session start is a page-wide effect, owned here rather than by any component: it follows
  // the shared store. It asks for the profile as soon as the API's address is known.
  const session = startSession();
  // Without a session the guards send the visitor to the landing page: no remote to fetch.
  const routeRemotes = config && mayBeSignedIn ? preloadRouteRemotes(pathname) : Promise.resolve();
  await texts;
  // Any page but the landing renders once its parts are there (first-screen.ts); the landing
  // has its first paint to replace and nothing to wait for.
  if (pathname !== '/') await firstScreenReady([shellChunks, session, routeRemotes]);

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
  // The socket's life is page-wide too: it follows the auth state in the shared store. The
  // features it runs register with it first.
  registerSharedFeatures();
  startSocketLifecycle();
  startPwa();
}

void bootstrap();
