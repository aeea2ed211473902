import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { quietConsoleIfConfigured } from '../lib/quiet-console';
import { forceLightMode } from '../state/ui-atoms';
import { startSession } from '../auth/session-start';
import { initI18n, registerTranslations, type Translations } from '../i18n/i18n';
import { startSocketLifecycle } from '../socket/socket-lifecycle';
import { registerSharedFeatures } from './register-shared-features';
import { AppProviders } from './app-providers';

interface StandaloneOptions {
  namespace: string;
  translations: Translations;
  /** Path -> page, e.g. { '/users': UsersPage }. */
  pages: Record<string, ComponentType>;
}

/**
 * Runs a remote on its own dev server, against the real API, inside the same providers the
 * shell gives it, so a team can work on one remote alone. Sign in through the shell once:
 * localhost cookies are shared across ports, so the session carries over.
 */
export async function renderStandalone({
  namespace,
  translations,
  pages,
}: StandaloneOptions): Promise<void> {
  quietConsoleIfConfigured();
  forceLightMode();
  await initI18n();
  registerTranslations(namespace, translations);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <Routes>
            {Object.entries(pages).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  registerSharedFeatures();
  startSocketLifecycle();
  void startSession();
}
