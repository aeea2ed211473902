import type { RouteTable } from './route-table';

/** Reports about a lesson's participant, the admins' queue, and a student's blocked Sheikhs. */
export const SAFETY_ROUTES = {
  'reports.create': { method: 'POST', path: '/reports' },
  'reports.list': { method: 'GET', path: '/admin/reports' },
  'reports.get': { method: 'GET', path: '/admin/reports/:id' },
  'reports.update': { method: 'PATCH', path: '/admin/reports/:id' },
  'blocks.list': { method: 'GET', path: '/blocks' },
  'blocks.block': { method: 'PUT', path: '/teachers/:id/block' },
  'blocks.unblock': { method: 'DELETE', path: '/teachers/:id/block' },
} as const satisfies RouteTable;
