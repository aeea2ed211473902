import { MEETING_END_REASONS, type MeetingEndReasonCode } from '@app/shared/protocol';
import type { MeetingRow } from '../db/schema';
import type { LifecycleState } from './lifecycle-machine';

const isEndReason = (value: string | null): value is MeetingEndReasonCode =>
  MEETING_END_REASONS.some((reason) => reason === value);

/** The lifecycle state a meeting row stores. */
export function lifecycleStateOf(row: MeetingRow): LifecycleState {
  if (row.status === 'ended') {
    // Meetings ended before reasons were stored read as abandoned.
    return { status: 'ended', reason: isEndReason(row.endReason) ? row.endReason : 'abandoned' };
  }
  if (row.interruptedAt) {
    return {
      status: 'interrupted',
      started: row.status === 'active',
      lost: row.lostUserIds,
      since: row.interruptedAt.getTime(),
    };
  }
  return { status: row.status };
}
