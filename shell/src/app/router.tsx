import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
import { RootLayout } from './root-layout';

const SignedInRoutes = lazy(async () => ({
  default: (await import('./signed-in-routes')).SignedInRoutes,
}));

/**
 * The route table: the landing page, in the first download, and everything else, loaded on the
 * first visit. Declarative routes, not a data router: the shell loads no data in its routes, and
 * the data router would add ~17 KB gz to every visitor's first download.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="*" element={<SignedInRoutes />} />
      </Route>
    </Routes>
  );
}
