import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { NotificationsPage, RevisionReminderResult } from '@app/shared/protocol';
import { call, liveLesson } from '../helpers/lessons';
import { describeBackends, errorOf, json } from '../helpers/test-app';

/** The clock of the schedule and of the reminders: the tests move it. */
let now = new Date('2026-02-28T16:00:00Z');
const setClock = (iso: string) => {
  now = new Date(iso);
};

const RIYADH_SEVEN = { time: '07:00', timeZone: 'Asia/Riyadh' };

describeBackends(
  'daily revision reminder',
  (ctx) => {
    const setReminder = (cookie: string, reminder: object | null) =>
      call(ctx, cookie, 'PUT', '/hifz/reminder', { reminder });

    /** The params of the student's revision reminders, newest first, read through the bell. */
    async function remindersOf(cookie: string) {
      await ctx.app.notifier.settled();
      const res = await call(ctx, cookie, 'GET', '/notifications?limit=50');
      assert.equal(res.statusCode, 200, res.body);
      return json<{ data: NotificationsPage }>(res)
        .data.notifications.filter((n) => n.type === 'revisionDue')
        .map((n) => n.params);
    }

    /** One run of the reminder loop, at the clock's time. */
    const tick = () => ctx.app.revisionReminderSender.tick();

    it('a student in Riyadh reminded at 07:00 hears once a day, of the pages due by its end', async () => {
      setClock('2026-02-28T16:00:00Z');
      const { teacher, student, meeting } = await liveLesson(ctx);
      const grade = async (grade: string) => {
        const res = await call(
          ctx,
          teacher.cookie,
          'POST',
          `/classroom/meetings/${meeting.id}/hifz`,
          {
            lane: 'sabqi',
            portion: { unit: 'pages', from: 560, to: 561 },
            grade,
          },
        );
        assert.equal(res.statusCode, 201, res.body);
      };
      // Graded good, pages 560 and 561 are due the next day at 16:00 UTC (19:00 in Riyadh).
      await grade('good');
      const set = await setReminder(student.cookie, RIYADH_SEVEN);
      assert.equal(set.statusCode, 200, set.body);
      assert.deepEqual(json<{ data: RevisionReminderResult }>(set).data, {
        reminder: RIYADH_SEVEN,
      });

      // 07:00 in Riyadh is 04:00 UTC.
      setClock('2026-03-01T03:59:00Z');
      await tick();
      assert.deepEqual(await remindersOf(student.cookie), []);
      setClock('2026-03-01T04:00:00Z');
      // Two processes' runs at once: both find the reminder due, one claims the day.
      await Promise.all([tick(), tick()]);
      assert.deepEqual(await remindersOf(student.cookie), [{ pages: 2 }]);

      // Later that day: no second reminder, even with the time moved on or switched off and on.
      setClock('2026-03-01T04:30:00Z');
      await tick();
      assert.equal((await setReminder(student.cookie, null)).statusCode, 200);
      await setReminder(student.cookie, { time: '08:00', timeZone: 'Asia/Riyadh' });
      setClock('2026-03-01T05:10:00Z');
      await tick();
      assert.deepEqual(await remindersOf(student.cookie), [{ pages: 2 }]);

      // Graded weak at 22:00 UTC, they are due the next day at 22:00 UTC: 01:00 of the day
      // after in Riyadh. So Riyadh's 2 March has nothing due (a UTC day would have had both).
      setClock('2026-03-01T22:00:00Z');
      await grade('weak');
      setClock('2026-03-02T05:00:00Z');
      await tick();
      assert.deepEqual(await remindersOf(student.cookie), [{ pages: 2 }]);
      // On 3 March they are overdue, and the reminder comes at the new time, 08:00.
      setClock('2026-03-03T04:55:00Z');
      await tick();
      assert.equal((await remindersOf(student.cookie)).length, 1);
      setClock('2026-03-03T05:00:00Z');
      await tick();
      assert.deepEqual(await remindersOf(student.cookie), [{ pages: 2 }, { pages: 2 }]);
    });

    it('a reminder switched off, or session notifications switched off, sends nothing', async () => {
      setClock('2026-03-01T03:00:00Z');
      const quiet = await liveLesson(ctx);
      const off = await liveLesson(ctx);
      for (const { teacher, student } of [quiet, off]) {
        // Surah 112 memorised by hand: its page, never graded, is due at once.
        const memorised = await call(
          ctx,
          teacher.cookie,
          'PUT',
          `/classroom/students/${student.user.id}/surahs/112`,
          { status: 'memorised' },
        );
        assert.equal(memorised.statusCode, 200, memorised.body);
        await setReminder(student.cookie, RIYADH_SEVEN);
      }
      const switches = await call(ctx, quiet.student.cookie, 'PUT', '/notifications/preferences', {
        sessionNotifications: false,
      });
      assert.equal(switches.statusCode, 200, switches.body);
      await setReminder(off.student.cookie, null);
      const read = await call(ctx, off.student.cookie, 'GET', '/hifz/reminder');
      assert.deepEqual(json<{ data: RevisionReminderResult }>(read).data, { reminder: null });

      setClock('2026-03-01T04:05:00Z');
      await tick();
      assert.deepEqual(await remindersOf(quiet.student.cookie), []);
      assert.deepEqual(await remindersOf(off.student.cookie), []);
      // The same students with their switches on are reminded: the pages were due.
      await call(ctx, quiet.student.cookie, 'PUT', '/notifications/preferences', {
        sessionNotifications: true,
      });
      await setReminder(off.student.cookie, RIYADH_SEVEN);
      setClock('2026-03-02T04:05:00Z');
      await tick();
      assert.deepEqual(await remindersOf(quiet.student.cookie), [{ pages: 1 }]);
      assert.deepEqual(await remindersOf(off.student.cookie), [{ pages: 1 }]);
    });

    it('a bad time or an unknown time zone is refused with its code, and nothing is kept', async () => {
      const { cookie } = await ctx.signedIn('student');
      for (const time of ['7:00', '24:00', '07:03', '07:6x', 'noon']) {
        assert.deepEqual(
          json(await setReminder(cookie, { time, timeZone: 'Asia/Riyadh' })),
          errorOf('hifz.reminder_time_invalid'),
          time,
        );
      }
      for (const timeZone of ['Mars/Olympus_Mons', 'Riyadh', '+99:00']) {
        assert.deepEqual(
          json(await setReminder(cookie, { time: '07:00', timeZone })),
          errorOf('hifz.time_zone_unknown'),
          timeZone,
        );
      }
      const read = await call(ctx, cookie, 'GET', '/hifz/reminder');
      assert.deepEqual(json<{ data: RevisionReminderResult }>(read).data, { reminder: null });
      // A zone named in another case is kept by its canonical name.
      const set = await setReminder(cookie, { time: '23:55', timeZone: 'asia/riyadh' });
      assert.deepEqual(json<{ data: RevisionReminderResult }>(set).data, {
        reminder: { time: '23:55', timeZone: 'Asia/Riyadh' },
      });
    });

    it('only a student has a reminder', async () => {
      for (const role of ['teacher', 'guardian', 'admin'] as const) {
        const { cookie } = await ctx.signedIn(role);
        assert.deepEqual(
          json(await call(ctx, cookie, 'GET', '/hifz/reminder')),
          errorOf('auth.forbidden'),
          role,
        );
        assert.deepEqual(
          json(await setReminder(cookie, RIYADH_SEVEN)),
          errorOf('auth.forbidden'),
          role,
        );
      }
    });
  },
  { build: { hifzClock: () => now } },
);
