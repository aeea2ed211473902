import { loadRuntimeConfig } from './app/runtime-config';

// remotes.json (the API's address, the remotes' manifests) is asked for now, while the shared
// modules load, not after them: the session and the route's remote wait on it. Bootstrap takes
// the same answer and handles its failure.
loadRuntimeConfig().catch(() => undefined);

// The async boundary lets the federation runtime negotiate shared singletons (React, the store,
// @app/shared) before any of them is evaluated. On the landing page it starts after the next
// frame: index.html's first paint (top bar and hero) reaches the screen before the app's
// scripts take the thread. Any other page is not that first paint, so it starts at once.
const startApp = () => void import('./app/bootstrap');
if (window.location.pathname === '/') requestAnimationFrame(() => setTimeout(startApp));
else startApp();
