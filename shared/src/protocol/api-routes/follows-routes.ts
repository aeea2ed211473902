import type { RouteTable } from './route-table';

/** Following Sheikhs (a student's list). */
export const FOLLOWS_ROUTES = {
  'follows.list': { method: 'GET', path: '/follows' },
  'follows.follow': { method: 'PUT', path: '/teachers/:id/follow' },
  'follows.unfollow': { method: 'DELETE', path: '/teachers/:id/follow' },
} as const satisfies RouteTable;
