import type { LessonHistoryEntry } from '@app/shared';
import { toHistoryRows } from '../../../src/features/history/lib/history-rows';

const lesson = (students: LessonHistoryEntry['students']): LessonHistoryEntry => ({
  meetingId: 'm1',
  subject: null,
  startedAt: '2026-06-01T10:00:00.000Z',
  endedAt: '2026-06-01T10:25:00.000Z',
  duration: 25,
  teacher: { _id: null, name: 'Sheikh Ahmad', avatar: null },
  students,
});

const student = (name: string, rating: number | null, ratingComment: string | null = null) => ({
  _id: null,
  name,
  avatar: null,
  rating,
  ratingComment,
});

describe('toHistoryRows', () => {
  it('shows a student the teacher and the rating it gave', () => {
    const [row] = toHistoryRows([lesson([student('Maryam', 4, 'Clear')])], 'student');
    expect(row).toEqual({
      id: 'm1',
      startedAt: '2026-06-01T10:00:00.000Z',
      duration: 25,
      others: [{ id: null, name: 'Sheikh Ahmad', role: 'teacher' }],
      ratings: [{ by: null, stars: 4, comment: 'Clear' }],
    });
  });

  it("shows a guardian the child's side: the teacher, and the child's rating", () => {
    const [row] = toHistoryRows([lesson([student('Omar', 3, 'Good')])], 'guardian');
    expect(row?.others).toEqual([{ id: null, name: 'Sheikh Ahmad', role: 'teacher' }]);
    expect(row?.ratings).toEqual([{ by: null, stars: 3, comment: 'Good' }]);
  });

  it('shows a student that it did not rate', () => {
    const [row] = toHistoryRows([lesson([student('Maryam', null)])], 'student');
    expect(row?.ratings).toEqual([{ by: null, stars: null, comment: null }]);
  });

  it('shows a teacher its student and the rating received, naming raters only in a group', () => {
    const [single] = toHistoryRows([lesson([student('Maryam', 5, 'Thanks')])], 'teacher');
    expect(single?.others).toEqual([{ id: null, name: 'Maryam', role: 'student' }]);
    expect(single?.ratings).toEqual([{ by: null, stars: 5, comment: 'Thanks' }]);
    const [group] = toHistoryRows(
      [lesson([student('Maryam', 5), student('Zaid', null)])],
      'teacher',
    );
    expect(group?.others.map((other) => other.name)).toEqual(['Maryam', 'Zaid']);
    expect(group?.ratings).toEqual([
      { by: 'Maryam', stars: 5, comment: null },
      { by: 'Zaid', stars: null, comment: null },
    ]);
  });
});

describe('the other side of each row', () => {
  it("carries the account's id, so a row can be reported; none once the account is gone", () => {
    const entry = {
      ...lesson([{ ...student('Maryam', null), _id: 'student-1' }]),
      teacher: { _id: 'teacher-1', name: 'Sheikh Ahmad', avatar: null },
    };
    expect(toHistoryRows([entry], 'student')[0]?.others).toEqual([
      { id: 'teacher-1', name: 'Sheikh Ahmad', role: 'teacher' },
    ]);
    expect(toHistoryRows([entry], 'teacher')[0]?.others).toEqual([
      { id: 'student-1', name: 'Maryam', role: 'student' },
    ]);
    expect(toHistoryRows([lesson([student('Zaid', null)])], 'teacher')[0]?.others).toEqual([
      { id: null, name: 'Zaid', role: 'student' },
    ]);
  });
});
