import type { HifzEntry } from '@app/shared/protocol';
import type { HifzEntryRow } from './hifz-tables';
import { portionOf, rangeOf } from './portion-columns';
import { toAyahRange } from './quran-ranges';

// Rows as the API returns them.

export const toEntry = (row: HifzEntryRow, teacherName: string | null): HifzEntry => ({
  id: row.id,
  meetingId: row.meetingId,
  studentId: row.studentId,
  teacherName,
  lane: row.lane,
  portion: portionOf(row),
  range: toAyahRange(rangeOf(row)),
  grade: row.grade,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});
