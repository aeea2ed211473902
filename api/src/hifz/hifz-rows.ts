import type { HifzEntry, Portion } from '@app/shared/protocol';
import type { HifzEntryRow } from './hifz-tables';
import { ayahRefOf, toAyahRange } from './quran-ranges';

// Rows as the API returns them.

function portionOf(row: HifzEntryRow): Portion {
  if (row.unit === 'ayat') {
    return { unit: 'ayat', from: ayahRefOf(row.unitFrom), to: ayahRefOf(row.unitTo) };
  }
  return { unit: row.unit, from: row.unitFrom, to: row.unitTo };
}

export const toEntry = (row: HifzEntryRow, teacherName: string | null): HifzEntry => ({
  id: row.id,
  meetingId: row.meetingId,
  studentId: row.studentId,
  teacherName,
  lane: row.lane,
  portion: portionOf(row),
  range: toAyahRange({ first: row.firstAyah, last: row.lastAyah }),
  grade: row.grade,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});
