import type { FederationAppConfig } from '../tooling/rspack/create-app-config';

/** The profile screen. */
export default {
  name: 'profile',
  exposes: {
    './ProfilePage': './src/exposes/profile-page.tsx',
  },
} satisfies FederationAppConfig;
