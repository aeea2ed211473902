import { z } from 'zod';
import { ROLES } from '../roles';
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_STATUSES } from '../safety';
import type { SAFETY_ROUTES } from '../api-routes/safety-routes';
import { chatMessageSchema, markSchema } from './classroom-contract';
import { dataOf, noContent, type ContractFor } from './route-schemas';

const isoDate = z.string();
const person = z.object({ _id: z.uuid().nullable(), name: z.string(), role: z.enum(ROLES) });

const newReportSchema = z
  .object({
    meetingId: z.uuid(),
    /** The participant reported: the lesson's Sheikh, or (for a Sheikh) one of its students. */
    reportedId: z.uuid(),
    reason: z.enum(REPORT_REASONS),
    note: z.string().trim().max(REPORT_NOTE_MAX).default(''),
  })
  .strict();

/** `POST /reports`: the session's user reports another participant of a lesson. */
export type NewReport = z.input<typeof newReportSchema>;

const reportSchema = z
  .object({
    _id: z.uuid(),
    meetingId: z.uuid(),
    roomName: z.string(),
    /** When the lesson began (ISO), or null if it never did. */
    lessonStartedAt: isoDate.nullable(),
    reason: z.enum(REPORT_REASONS),
    note: z.string(),
    status: z.enum(REPORT_STATUSES),
    /** A person whose account is gone keeps its name and loses its id. */
    reporter: person,
    reported: person,
    /** The admin who last moved the report, once one has. */
    handledBy: z.object({ _id: z.uuid().nullable(), name: z.string() }).nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Report' });

/** A report as its reporter and the admins see it. */
export type Report = z.output<typeof reportSchema>;

const reportDetailSchema = reportSchema
  .extend({
    /** The lesson's chat and marks, for the admin judging the report. */
    chat: z.array(chatMessageSchema),
    marks: z.array(markSchema),
    /** How many texts of the lesson were refused for holding contact details. */
    contactRefusals: z.number().int(),
  })
  .meta({ id: 'ReportDetail' });

/** One report with what the admin needs to judge it. */
export type ReportDetail = z.output<typeof reportDetailSchema>;

const reportPageSchema = z
  .object({ reports: z.array(reportSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ReportPage' });

/** A page of the admins' queue, newest first. */
export type ReportPage = z.output<typeof reportPageSchema>;

const blockedTeacherSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  avatar: z.string().nullable(),
  blockedAt: isoDate,
  /** A guardian blocked him for the child: the child sees it and cannot lift it. */
  byGuardian: z.boolean(),
});

/** A Sheikh the student blocked. */
export type BlockedTeacher = z.output<typeof blockedTeacherSchema>;

export const blockedSchema = z
  .object({ teachers: z.array(blockedTeacherSchema) })
  .meta({ id: 'BlockedTeachers' });

const idParams = z.object({ id: z.uuid() });
// Not z.uuid(): an id that is not a uuid is answered like any other unknown teacher.
const teacherParams = z.object({ id: z.string().max(64) });

export const SAFETY_CONTRACT = {
  'reports.create': {
    body: newReportSchema,
    status: 201,
    response: dataOf(reportSchema),
    errors: [400, 401, 403, 404, 409, 429],
  },
  'reports.list': {
    query: z.object({
      status: z.enum(REPORT_STATUSES).optional(),
      cursor: z.string().max(200).optional(),
    }),
    response: dataOf(reportPageSchema),
    errors: [400, 401, 403],
  },
  'reports.get': {
    params: idParams,
    response: dataOf(reportDetailSchema),
    errors: [400, 401, 403, 404],
  },
  'reports.update': {
    params: idParams,
    body: z.object({ status: z.enum(REPORT_STATUSES) }).strict(),
    response: dataOf(reportSchema),
    errors: [400, 401, 403, 404],
  },
  'blocks.list': { response: dataOf(blockedSchema), errors: [401, 403] },
  'blocks.block': {
    params: teacherParams,
    response: dataOf(blockedSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'blocks.unblock': {
    params: teacherParams,
    status: 204,
    response: noContent,
    errors: [400, 401, 403],
  },
} as const satisfies ContractFor<typeof SAFETY_ROUTES>;
