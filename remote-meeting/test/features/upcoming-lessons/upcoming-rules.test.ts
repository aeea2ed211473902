import {
  canCancel,
  cancellerOf,
  countdownOf,
  isLateCancel,
  joinWindow,
  lessonViewerOf,
  localDay,
  otherPartyName,
  shownLessons,
  upcomingView,
} from '../../../src/features/upcoming-lessons/upcoming-rules';
import { lesson } from './lessons';

const at = (iso: string) => Date.parse(iso);
const utc = (iso: string) => new Date(iso);

describe('which lessons show', () => {
  const now = at('2026-06-01T09:00:00Z');

  it('keeps booked and cancelled lessons that have not ended, in time order; drops held ones', () => {
    const lessons = [
      lesson('later', utc('2026-06-03T10:00:00Z')),
      lesson('held', utc('2026-06-01T12:00:00Z'), { status: 'held' }),
      lesson('expired', utc('2026-06-01T13:00:00Z'), { status: 'expired' }),
      lesson('cancelled', utc('2026-06-02T10:00:00Z'), {
        status: 'cancelled',
        cancelledBy: 'teacher',
      }),
      lesson('running', utc('2026-06-01T08:45:00Z')),
      lesson('ended', utc('2026-06-01T08:00:00Z')),
    ];
    expect(shownLessons(lessons, now).map((l) => l.id)).toEqual(['running', 'cancelled', 'later']);
  });

  it('puts the next booked lesson first and the rest, cancelled ones too, after it', () => {
    const view = upcomingView(
      [
        lesson('cancelled-first', utc('2026-06-01T10:00:00Z'), {
          status: 'cancelled',
          cancelledBy: 'student',
        }),
        lesson('next', utc('2026-06-01T11:00:00Z')),
        lesson('after', utc('2026-06-02T11:00:00Z')),
      ],
      now,
    );
    expect(view?.next.id).toBe('next');
    expect(view?.later.map((l) => l.id)).toEqual(['cancelled-first', 'after']);
  });

  it('is nothing when nothing is booked: no lessons, held ones, or cancellations only', () => {
    expect(upcomingView([], now)).toBeNull();
    expect(
      upcomingView(
        [
          lesson('held', utc('2026-06-01T12:00:00Z'), { status: 'held' }),
          lesson('cancelled', utc('2026-06-01T13:00:00Z'), {
            status: 'cancelled',
            cancelledBy: 'teacher',
          }),
        ],
        now,
      ),
    ).toBeNull();
  });
});

describe('joining', () => {
  const next = lesson('l1', utc('2026-06-01T11:00:00Z'), { minutes: 30 });

  it('opens 10 minutes before the start and closes at the end', () => {
    expect(joinWindow(next, at('2026-06-01T10:49:59Z'))).toBe('early');
    expect(joinWindow(next, at('2026-06-01T10:50:00Z'))).toBe('open');
    expect(joinWindow(next, at('2026-06-01T11:29:59Z'))).toBe('open');
    expect(joinWindow(next, at('2026-06-01T11:30:00Z'))).toBe('over');
  });
});

describe('cancelling', () => {
  const next = lesson('l1', utc('2026-06-02T09:00:00Z'));

  it('is only for a booked lesson that has not started', () => {
    expect(canCancel(next, at('2026-06-02T08:59:59Z'))).toBe(true);
    expect(canCancel(next, at('2026-06-02T09:00:00Z'))).toBe(false);
    expect(canCancel({ ...next, status: 'cancelled' }, at('2026-06-01T09:00:00Z'))).toBe(false);
    expect(canCancel({ ...next, status: 'held' }, at('2026-06-01T09:00:00Z'))).toBe(false);
  });

  it('counts as late less than 12 hours before the start', () => {
    expect(isLateCancel(next, at('2026-06-01T21:00:00Z'))).toBe(false);
    expect(isLateCancel(next, at('2026-06-01T21:00:01Z'))).toBe(true);
  });

  it('says who cancelled, as the viewer reads it', () => {
    const byTeacher = { ...next, status: 'cancelled' as const, cancelledBy: 'teacher' as const };
    const byStudent = { ...next, status: 'cancelled' as const, cancelledBy: 'student' as const };
    expect(cancellerOf(byTeacher, 'student')).toBe('teacher');
    expect(cancellerOf(byTeacher, 'teacher')).toBe('you');
    expect(cancellerOf(byStudent, 'student')).toBe('you');
    expect(cancellerOf(byStudent, 'teacher')).toBe('student');
    expect(cancellerOf({ ...next, status: 'cancelled' }, 'student')).toBe('unknown');
    expect(cancellerOf(next, 'student')).toBeNull();
  });
});

describe('the countdown', () => {
  const next = lesson('l1', utc('2026-06-01T11:05:00Z'), { minutes: 30 });

  it('counts hours and minutes on the lesson day, rounding the minutes up', () => {
    expect(countdownOf(next, at('2026-06-01T09:00:00Z'), 'UTC')).toEqual({
      kind: 'startsIn',
      hours: 2,
      minutes: 5,
    });
    expect(countdownOf(next, at('2026-06-01T11:00:30Z'), 'UTC')).toEqual({
      kind: 'startsIn',
      hours: 0,
      minutes: 5,
    });
    expect(countdownOf(next, at('2026-06-01T11:04:59Z'), 'UTC')).toEqual({
      kind: 'startsIn',
      hours: 0,
      minutes: 1,
    });
  });

  it('says "now" while the lesson runs, and nothing once it ended', () => {
    expect(countdownOf(next, at('2026-06-01T11:05:00Z'), 'UTC')).toEqual({ kind: 'now' });
    expect(countdownOf(next, at('2026-06-01T11:35:00Z'), 'UTC')).toBeNull();
  });

  it("counts only on the lesson's own day in the viewer's zone", () => {
    const evening = lesson('l2', utc('2026-06-01T20:30:00Z'));
    const morning = at('2026-06-01T09:00:00Z');
    // 20:30 UTC is the same day in London, but 01:30 the next day in Karachi.
    expect(countdownOf(evening, morning, 'Europe/London')).not.toBeNull();
    expect(countdownOf(evening, morning, 'Asia/Karachi')).toBeNull();
    expect(localDay(at('2026-06-01T20:30:00Z'), 'Asia/Karachi')).toBe('2026-06-02');
    expect(localDay(at('2026-06-01T20:30:00Z'), 'America/New_York')).toBe('2026-06-01');
  });
});

describe('the viewer', () => {
  it('is a student or a Sheikh, who each see the other person', () => {
    expect(lessonViewerOf('student')).toBe('student');
    expect(lessonViewerOf('teacher')).toBe('teacher');
    expect(lessonViewerOf('guardian')).toBeNull();
    expect(lessonViewerOf(undefined)).toBeNull();
    const booked = lesson('l1', utc('2026-06-01T11:00:00Z'));
    expect(otherPartyName(booked, 'student')).toBe('Yusuf Karim');
    expect(otherPartyName(booked, 'teacher')).toBe('Maryam Ali');
  });
});
