import type { FederationAppConfig } from '../tooling/rspack/create-app-config';

/** The host: it exposes nothing and finds its remotes at run time in remotes.json. */
export default {
  name: 'shell',
} satisfies FederationAppConfig;
