import { CoreProviders } from '@app/shared/core';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';

/**
 * The whole application: the store and i18n around the routes. The MUI half (theme, queries,
 * toasts, overlays) is the rich shell, which the root layout loads when a screen needs it.
 */
export function App() {
  return (
    <CoreProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </CoreProviders>
  );
}
