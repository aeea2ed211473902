import { useState } from 'react';
import { AppProviders } from '@app/shared';
import { RouterProvider } from 'react-router-dom';
import { PwaOverlays } from '../features/pwa/components/pwa-overlays';
import { createAppRouter } from './router';

/** The whole application: the shared providers, once, around the router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <PwaOverlays />
    </AppProviders>
  );
}
