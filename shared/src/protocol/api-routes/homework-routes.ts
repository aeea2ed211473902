import type { RouteTable } from './route-table';

/**
 * Recited homework: set in a lesson, listed with a student's record, sent as a recording,
 * marked and reviewed. The recording itself is played from `homeworkAudioPath` (a file served
 * with byte ranges, not a JSON route).
 */
export const HOMEWORK_ROUTES = {
  'homework.set': { method: 'POST', path: '/classroom/meetings/:meetingId/homework' },
  'homework.ofStudent': { method: 'GET', path: '/classroom/students/:studentId/homework' },
  'homework.submit': { method: 'PUT', path: '/homework/:homeworkId/submissions/:submissionId' },
  'homework.addMark': {
    method: 'POST',
    path: '/homework/:homeworkId/submissions/:submissionId/marks',
  },
  'homework.removeMark': {
    method: 'DELETE',
    path: '/homework/:homeworkId/submissions/:submissionId/marks/:markId',
  },
  'homework.waiting': { method: 'GET', path: '/homework/waiting' },
  'homework.review': {
    method: 'PUT',
    path: '/homework/:homeworkId/submissions/:submissionId/review',
  },
} as const satisfies RouteTable;
