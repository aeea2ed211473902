import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Report, ReportReason, ReportStatus, Role } from '@app/shared/protocol';
import type { Db } from '../db/connection';
import { meetings } from '../db/schema';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';
import { uuidv7 } from '../lib/uuidv7';
import { reports } from './moderation-tables';

type ReportRow = typeof reports.$inferSelect;

/** A person as a report names them: the account if it still exists, the name in any case. */
export interface ReportParty {
  id: string;
  name: string;
  role: Role;
}

export interface NewReportRow {
  meetingId: string;
  reporter: ReportParty;
  reported: ReportParty;
  reason: ReportReason;
  note: string;
}

const columns = {
  report: reports,
  roomName: meetings.roomName,
  lessonStartedAt: meetings.startTime,
};

function toReport(row: { report: ReportRow; roomName: string; lessonStartedAt: Date | null }) {
  const { report } = row;
  return {
    _id: report.id,
    meetingId: report.meetingId,
    roomName: row.roomName,
    lessonStartedAt: row.lessonStartedAt?.toISOString() ?? null,
    reason: report.reason,
    note: report.note,
    status: report.status,
    reporter: { _id: report.reporterId, name: report.reporterName, role: report.reporterRole },
    reported: { _id: report.reportedId, name: report.reportedName, role: report.reportedRole },
    handledBy: report.handledByName
      ? { _id: report.handledById, name: report.handledByName }
      : null,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
  } satisfies Report;
}

/** Reports and the admins' queue. */
export function createReportsRepository(db: Db) {
  async function find(id: string): Promise<Report | null> {
    const [row] = await db
      .select(columns)
      .from(reports)
      .innerJoin(meetings, eq(meetings.id, reports.meetingId))
      .where(eq(reports.id, id));
    return row ? toReport(row) : null;
  }

  return {
    find,

    /** Stores a report; null when this reporter already reported this lesson. */
    async create(report: NewReportRow): Promise<Report | null> {
      const now = new Date();
      const [row] = await db
        .insert(reports)
        .values({
          id: uuidv7(now.getTime()),
          meetingId: report.meetingId,
          reporterId: report.reporter.id,
          reporterName: report.reporter.name,
          reporterRole: report.reporter.role,
          reportedId: report.reported.id,
          reportedName: report.reported.name,
          reportedRole: report.reported.role,
          reason: report.reason,
          note: report.note,
          status: 'open',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return row ? find(row.id) : null;
    },

    /**
     * One page of the queue, newest first, by keyset on (createdAt, id) so reports filed
     * meanwhile neither shift nor repeat rows.
     */
    async page(
      status: ReportStatus | undefined,
      cursor: string | undefined,
      limit: number,
    ): Promise<{ reports: Report[]; nextCursor: string | null }> {
      const conditions: SQL[] = [];
      if (status) conditions.push(eq(reports.status, status));
      if (cursor) {
        const after = decodeCursor(cursor);
        conditions.push(
          sql`(${reports.createdAt}, ${reports.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
        );
      }
      const rows = await db
        .select(columns)
        .from(reports)
        .innerJoin(meetings, eq(meetings.id, reports.meetingId))
        .where(and(...conditions))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1)?.report;
      return {
        reports: page.map(toReport),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },

    /** Moves a report in the queue, recording which admin did; null when there is no such report. */
    async setStatus(
      id: string,
      status: ReportStatus,
      admin: { id: string; name: string },
    ): Promise<Report | null> {
      const updated = await db
        .update(reports)
        .set({ status, handledById: admin.id, handledByName: admin.name, updatedAt: new Date() })
        .where(eq(reports.id, id))
        .returning({ id: reports.id });
      return updated.length > 0 ? find(id) : null;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
