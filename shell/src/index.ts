// The async boundary lets the federation runtime negotiate shared singletons (React, the store,
// @app/shared) before any of them is evaluated. It starts after the next frame: index.html's
// first paint (top bar and hero) reaches the screen before the app's scripts take the thread.
requestAnimationFrame(() => setTimeout(() => void import('./app/bootstrap')));
