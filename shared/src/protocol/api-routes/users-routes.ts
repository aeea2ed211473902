import type { RouteTable } from './route-table';

/** Accounts as an admin manages them, the directories, a Sheikh's public page, public numbers. */
export const USERS_ROUTES = {
  'users.list': { method: 'GET', path: '/users' },
  'users.teachers': { method: 'GET', path: '/users/teachers' },
  'users.students': { method: 'GET', path: '/users/students' },
  'users.create': { method: 'POST', path: '/users' },
  'users.update': { method: 'PUT', path: '/users/:id' },
  'users.toggleActive': { method: 'PATCH', path: '/users/:id/toggle-active' },
  'users.approve': { method: 'POST', path: '/users/:id/approve' },
  'users.reject': { method: 'POST', path: '/users/:id/reject' },
  'users.delete': { method: 'DELETE', path: '/users/:id' },
  'teachers.page': { method: 'GET', path: '/teachers/:id' },
  'stats.public': { method: 'GET', path: '/stats' },
  'system.config': { method: 'GET', path: '/config' },
} as const satisfies RouteTable;
