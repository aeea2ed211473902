import type { RouteTable } from './route-table';

/** A student's own daily revision reminder. */
export const HIFZ_REMINDER_ROUTES = {
  'hifz.reminder': { method: 'GET', path: '/hifz/reminder' },
  'hifz.updateReminder': { method: 'PUT', path: '/hifz/reminder' },
} as const satisfies RouteTable;
