import type { RouteTable } from './route-table';

/** Lessons after the fact: rating, history, and the admin's rooms. */
export const MEETINGS_ROUTES = {
  'meetings.rate': { method: 'POST', path: '/meetings/rating' },
  'meetings.room': { method: 'GET', path: '/meetings/room/:roomName' },
  'meetings.history': { method: 'GET', path: '/meetings/history' },
  'rooms.list': { method: 'GET', path: '/meetings/admin/rooms' },
  'rooms.summary': { method: 'GET', path: '/meetings/admin/rooms/summary' },
} as const satisfies RouteTable;
