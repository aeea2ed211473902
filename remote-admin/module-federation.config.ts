import type { FederationAppConfig } from '../tooling/rspack/create-app-config';

/** The admin area: users management and the meeting rooms overview. */
export default {
  name: 'admin',
  exposes: {
    './UsersPage': './src/exposes/users-page.tsx',
    './RoomsPage': './src/exposes/rooms-page.tsx',
  },
} satisfies FederationAppConfig;
