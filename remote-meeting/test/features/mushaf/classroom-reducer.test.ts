import type { MistakeMark } from '@app/shared';
import {
  classroomReducer,
  INITIAL_CLASSROOM,
  marksByWord,
} from '../../../src/features/mushaf/classroom-reducer';

const mark = (id: string, word = 3): MistakeMark => ({
  id,
  meetingId: 'm',
  studentId: 's',
  surah: 2,
  ayah: 255,
  word,
  kind: 'tajweed',
  subRule: 'madd',
  note: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the mushaf panel state', () => {
  it('shows a local turn at once and falls back to the server state when refused', () => {
    const synced = classroomReducer(INITIAL_CLASSROOM, {
      type: 'synced',
      meetingId: 'm',
      state: { page: 42, highlight: { surah: 2, ayah: 255 }, locked: true, test: null },
    });
    const turned = classroomReducer(synced, { type: 'local', change: { page: 43 } });
    expect(turned.state).toEqual({
      page: 43,
      highlight: { surah: 2, ayah: 255 },
      locked: true,
      test: null,
    });
    expect(classroomReducer(turned, { type: 'refused' }).state.page).toBe(42);
    const heard = classroomReducer(turned, {
      type: 'remote',
      state: { page: 50, highlight: null, locked: false, test: null },
    });
    expect(heard.confirmed.page).toBe(50);
    expect(classroomReducer(heard, { type: 'refused' }).state.page).toBe(50);
  });

  it('keeps each mark once, whether heard live, answered or listed', () => {
    let view = classroomReducer(INITIAL_CLASSROOM, { type: 'markAdded', mark: mark('a') });
    view = classroomReducer(view, { type: 'markAdded', mark: mark('a') });
    view = classroomReducer(view, {
      type: 'loaded',
      marks: [mark('a'), mark('b', 4)],
      notes: null,
    });
    expect(view.marks.map((m) => m.id)).toEqual(['a', 'b']);
    view = classroomReducer(view, { type: 'markRemoved', id: 'a' });
    expect(view.marks.map((m) => m.id)).toEqual(['b']);
    expect([...marksByWord([mark('x'), mark('y'), mark('z', 9)]).keys()]).toEqual([
      '2:255:3',
      '2:255:9',
    ]);
  });
});

describe('the session chat', () => {
  const message = (id: string, createdAt: string) => ({
    id,
    meetingId: 'm',
    senderId: 's',
    senderName: 'Student',
    senderRole: 'student' as const,
    text: id,
    createdAt,
  });

  it('keeps each message once, in the order sent, whether from history or live', () => {
    let view = classroomReducer(INITIAL_CLASSROOM, {
      type: 'chat',
      messages: [message('b', '2026-01-01T00:00:02.000Z')],
    });
    view = classroomReducer(view, {
      type: 'chat',
      messages: [
        message('a', '2026-01-01T00:00:01.000Z'),
        message('b', '2026-01-01T00:00:02.000Z'),
      ],
    });
    expect(view.chat.map((m) => m.id)).toEqual(['a', 'b']);
  });
});
