import type { RouteTable } from './route-table';

/** Hifz: a lesson's three lanes, and a student's memorised ayat and revision schedule. */
export const HIFZ_ROUTES = {
  'hifz.record': { method: 'POST', path: '/classroom/meetings/:meetingId/hifz' },
  'hifz.ofLesson': { method: 'GET', path: '/classroom/meetings/:meetingId/hifz' },
  'hifz.progress': { method: 'GET', path: '/classroom/students/:studentId/hifz' },
  'hifz.week': { method: 'GET', path: '/classroom/students/:studentId/hifz/week' },
} as const satisfies RouteTable;
