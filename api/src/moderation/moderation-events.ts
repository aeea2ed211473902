import type { ReportReason } from '@app/shared/protocol';
import { TypedEmitter } from '../lib/typed-emitter';

/**
 * What the report and block routes announce once they have stored it: realtime takes a blocked Sheikh
 * out of the student's list (or puts him back), notifications tell the admins of a report.
 */
export interface ModerationEvents extends Record<string, unknown> {
  blockChanged: { studentId: string; teacherId: string; blocked: boolean };
  reportFiled: { reportId: string; reason: ReportReason; reportedName: string };
}

/** The in-process hub for moderation events, decorated on the app as `moderationEvents`. */
export class ModerationEventHub extends TypedEmitter<ModerationEvents> {}
