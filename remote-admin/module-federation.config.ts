import type { FederationAppConfig } from '../tooling/rspack/create-app-config';

/** The admin area: users management, the meeting rooms overview and the report queue. */
export default {
  name: 'admin',
  exposes: {
    './UsersPage': './src/exposes/users-page.tsx',
    './RoomsPage': './src/exposes/rooms-page.tsx',
    './ReportsPage': './src/exposes/reports-page.tsx',
  },
} satisfies FederationAppConfig;
