import type { ClassroomUpdateRequest, MushafState } from '@app/shared/protocol';

export type UpdateResult =
  | { ok: true; state: MushafState }
  | { ok: false; code: 'not_allowed' | 'invalid_request'; message: string };

interface Sender {
  /** The sender is the meeting's teacher. */
  isTeacher: boolean;
  /** The ayat of a surah (to refuse a highlight of an ayah that does not exist). */
  ayahCount(surah: number): number;
}

/**
 * The rules of the shared mushaf, as a pure function: anyone in the session turns pages
 * unless the teacher locked navigation; only the teacher highlights and locks.
 */
export function applyUpdate(
  current: MushafState,
  update: Omit<ClassroomUpdateRequest, 'roomName'>,
  sender: Sender,
): UpdateResult {
  const teacherOnly = update.highlight !== undefined || update.locked !== undefined;
  if (teacherOnly && !sender.isTeacher) {
    return { ok: false, code: 'not_allowed', message: 'Only the teacher highlights and locks' };
  }
  if (update.page !== undefined && current.locked && !sender.isTeacher) {
    return { ok: false, code: 'not_allowed', message: 'The teacher has locked the pages' };
  }
  const { highlight } = update;
  if (highlight && highlight.ayah > sender.ayahCount(highlight.surah)) {
    return { ok: false, code: 'invalid_request', message: 'This surah has no such ayah' };
  }
  return {
    ok: true,
    state: {
      page: update.page ?? current.page,
      highlight: highlight === undefined ? current.highlight : highlight,
      locked: update.locked ?? current.locked,
    },
  };
}
