// The async boundary lets the federation runtime negotiate shared singletons (React, the store,
// @app/shared) before any of them is evaluated.
import('./app/bootstrap');
