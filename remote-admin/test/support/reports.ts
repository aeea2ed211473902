import type { Report, ReportDetail, ReportPage } from '@app/shared';

/** A student's open report about a Sheikh for safety: the urgent kind. */
export const safetyReport: Report = {
  _id: '0197a0c4-1f2e-7000-8000-00000000a001',
  meetingId: '0197a0c4-1f2e-7000-8000-00000000b001',
  roomName: 'room-amina-yusuf',
  lessonStartedAt: '2025-03-01T10:00:00.000Z',
  reason: 'safety_concern',
  note: 'He asked where I live.',
  status: 'open',
  reporter: { _id: '0197a0c4-1f2e-7000-8000-00000000c001', name: 'Amina', role: 'student' },
  reported: {
    _id: '0197a0c4-1f2e-7000-8000-00000000c002',
    name: 'Sheikh Yusuf',
    role: 'teacher',
  },
  handledBy: null,
  createdAt: '2025-03-01T10:40:00.000Z',
  updatedAt: '2025-03-01T10:40:00.000Z',
};

/** A Sheikh's report about a student, already looked at by an admin; the student is gone. */
export const reviewedReport: Report = {
  ...safetyReport,
  _id: '0197a0c4-1f2e-7000-8000-00000000a002',
  meetingId: '0197a0c4-1f2e-7000-8000-00000000b002',
  roomName: 'room-bakr-bilal',
  reason: 'inappropriate_behaviour',
  note: '',
  status: 'in_review',
  reporter: { _id: '0197a0c4-1f2e-7000-8000-00000000c003', name: 'Sheikh Bakr', role: 'teacher' },
  reported: { _id: null, name: 'Bilal', role: 'student' },
  handledBy: { _id: '0197a0c4-1f2e-7000-8000-00000000c009', name: 'Admin Huda' },
};

/** The safety report with its lesson's record: two chat messages, one mark, one refusal. */
export const safetyDetail: ReportDetail = {
  ...safetyReport,
  chat: [
    {
      id: '0197a0c4-1f2e-7000-8000-00000000d001',
      meetingId: safetyReport.meetingId,
      senderId: safetyReport.reported._id,
      senderName: 'Sheikh Yusuf',
      senderRole: 'teacher',
      text: 'Which city are you in?',
      createdAt: '2025-03-01T10:05:00.000Z',
    },
    {
      id: '0197a0c4-1f2e-7000-8000-00000000d002',
      meetingId: safetyReport.meetingId,
      senderId: safetyReport.reporter._id,
      senderName: 'Amina',
      senderRole: 'student',
      text: 'I would rather not say.',
      createdAt: '2025-03-01T10:06:00.000Z',
    },
  ],
  marks: [
    {
      id: '0197a0c4-1f2e-7000-8000-00000000e001',
      meetingId: safetyReport.meetingId,
      studentId: '0197a0c4-1f2e-7000-8000-00000000c001',
      surah: 2,
      ayah: 255,
      word: 3,
      kind: 'tajweed',
      subRule: 'madd',
      note: null,
      createdAt: '2025-03-01T10:10:00.000Z',
    },
  ],
  contactRefusals: 1,
};

/** One page of the queue as `GET /admin/reports` answers it. */
export function reportPage(reports: Report[], nextCursor: string | null = null) {
  return { data: { reports, nextCursor } satisfies ReportPage };
}
