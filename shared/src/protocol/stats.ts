// The platform's public figures (the landing page's band).

export type { PublicStats } from './api-contract/users-contract';
