import type { FederationAppConfig } from '../tooling/rspack/create-app-config';

/** The meeting area: the /main page, and the call layer the shell mounts on every route. */
export default {
  name: 'meeting',
  exposes: {
    './MainPage': './src/exposes/main-page.tsx',
    './CallLayer': './src/exposes/call-layer.tsx',
  },
} satisfies FederationAppConfig;
