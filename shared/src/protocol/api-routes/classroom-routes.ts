import type { RouteTable } from './route-table';

/** The classroom: a lesson's mushaf state, marks, notes and chat, and each student's record. */
export const CLASSROOM_ROUTES = {
  'classroom.get': { method: 'GET', path: '/classroom/meetings/:meetingId' },
  'classroom.chat': { method: 'GET', path: '/classroom/meetings/:meetingId/chat' },
  'classroom.contactRefusals': {
    method: 'GET',
    path: '/classroom/meetings/:meetingId/contact-refusals',
  },
  'classroom.addMark': { method: 'POST', path: '/classroom/meetings/:meetingId/marks' },
  'classroom.refineMark': { method: 'PATCH', path: '/classroom/meetings/:meetingId/marks/:markId' },
  'classroom.deleteMark': {
    method: 'DELETE',
    path: '/classroom/meetings/:meetingId/marks/:markId',
  },
  'classroom.writeNotes': { method: 'PUT', path: '/classroom/meetings/:meetingId/notes' },
  'classroom.students': { method: 'GET', path: '/classroom/students' },
  'classroom.record': { method: 'GET', path: '/classroom/students/:studentId/record' },
  'classroom.setSurahStatus': {
    method: 'PUT',
    path: '/classroom/students/:studentId/surahs/:surah',
  },
} as const satisfies RouteTable;
