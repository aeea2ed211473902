import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLES, REGISTRABLE_ROLES, type Role } from '@app/shared/protocol';
import { LessonReminderStore } from '../booking/lesson-reminder-store';
import type { MeetingRow } from '../db/schema';
import { connectedMs, minutes } from '../meetings/meeting-view';
import { LessonNotices } from './lesson-notices';
import type { Notifier } from './notifier';

const registrable = (role: Role): role is (typeof REGISTRABLE_ROLES)[number] =>
  (REGISTRABLE_ROLES as readonly Role[]).includes(role);

// Repeated missed calls from one student within this window make one notification.
const MISSED_CALL_REPEAT_MS = 10 * 60_000;
// A followed Sheikh whose connection comes and goes tells each follower once in this window.
export const FOLLOWED_ONLINE_QUIET_MS = 60 * 60_000;
// Sign-ups within this window of an admin's unread sign-up notification are told by it.
const REGISTRATION_BATCH_MS = 10 * 60_000;

/**
 * What creates a notification: the domains emit their events (calls, ratings, accounts) and
 * this is the one place that turns them into notifications. Returns a function that detaches.
 */
export function listenForNotifications(app: FastifyInstance, notifier: Notifier): () => void {
  const {
    accountEvents,
    callEvents,
    meetingEvents,
    presenceEvents,
    moderationEvents,
    homeworkEvents,
    bookingEvents,
    usersRepository: users,
  } = app;
  const lessons = new LessonNotices({ zones: new LessonReminderStore(app.db), users, notifier });

  /** Each student's guardians: the lesson began (`endedAt` null) or ended. */
  async function tellGuardians(meeting: MeetingRow, endedAt: Date | null): Promise<void> {
    const students = await app.meetingsRepository.studentsOf(meeting.id);
    for (const student of students) {
      if (!student.userId) continue;
      const guardians = await app.familyRepository.guardiansOf(student.userId);
      const about = {
        childId: student.userId,
        childName: student.name,
        teacherName: meeting.teacherName,
        meetingId: meeting.id,
      };
      await Promise.all(
        guardians.map((guardian) =>
          endedAt
            ? notifier.notify(guardian.id, 'childLessonEnded', {
                ...about,
                minutes: minutes(connectedMs(meeting, endedAt)),
              })
            : notifier.notify(guardian.id, 'childLessonStarted', about),
        ),
      );
    }
  }

  const detach = [
    callEvents.on('callMissed', ({ teacherId, studentId, studentName, reason }) =>
      notifier.run('missed call', async () => {
        // A call to an absent teacher fails at once, so a student could repeat it to flood
        // the teacher's bell, phone and inbox: one unread missed call per student is enough.
        const repeated = await app.notificationsRepository.hasRecentUnread(
          teacherId,
          'missedCall',
          { studentId },
          MISSED_CALL_REPEAT_MS,
        );
        if (!repeated) {
          await notifier.notify(teacherId, 'missedCall', { studentId, studentName, reason });
        }
      }),
    ),
    callEvents.on('callDeclined', ({ studentId, teacherId, teacherName, teacherGender }) =>
      notifier.run('declined call', () =>
        notifier.notify(studentId, 'callDeclined', { teacherId, teacherName, teacherGender }),
      ),
    ),
    callEvents.on('callRinging', (call) =>
      notifier.run('incoming call push', () => notifier.incomingCall(call)),
    ),
    meetingEvents.on('meetingRated', ({ meetingId, studentId, rating }) =>
      notifier.run('rating', async () => {
        const meeting = await app.meetingsRepository.findById(meetingId);
        const student = await users.findById(studentId);
        if (!meeting?.teacherId || !student) return;
        await notifier.notify(meeting.teacherId, 'ratingReceived', {
          studentName: student.name,
          rating,
          meetingId,
        });
      }),
    ),
    presenceEvents.on('cameOnline', ({ userId, role }) => {
      if (role !== 'teacher') return;
      notifier.run('followed Sheikh online', async () => {
        const teacher = await users.findById(userId);
        if (!teacher?.active) return;
        // Claimed and marked in one statement: a reconnect, a second tab or another process
        // within the quiet window finds nobody left to tell.
        const due = await app.followsRepository.claimDueFollowers(userId, FOLLOWED_ONLINE_QUIET_MS);
        const params = {
          teacherId: teacher.id,
          teacherName: teacher.name,
          ...(teacher.gender ? { gender: teacher.gender } : {}),
        };
        await Promise.all(
          due.map((studentId) => notifier.notify(studentId, 'followedTeacherOnline', params)),
        );
      });
    }),
    accountEvents.on('userActivated', ({ userId }) =>
      notifier.run('activation', () => notifier.notify(userId, 'accountActivated', {})),
    ),
    accountEvents.on('userBanned', ({ userId }) =>
      notifier.run('ban', () => notifier.notify(userId, 'accountBanned', {})),
    ),
    accountEvents.on('userRegistered', ({ userId }) =>
      notifier.run('registration', async () => {
        const user = await users.findById(userId);
        if (!user || user.active || !registrable(user.role)) return;
        const admins = (await users.listByRoles(ADMIN_ROLES)).filter((admin) => admin.active);
        const params = { userId: user.id, name: user.name, role: user.role };
        // Sign-ups come in waves (a class enrolling, or a flood): an admin with an unread one
        // from the last few minutes is already told to look at the list, and is not told again.
        const toTell = [];
        for (const admin of admins) {
          const told = await app.notificationsRepository.hasRecentUnread(
            admin.id,
            'registrationPending',
            {},
            REGISTRATION_BATCH_MS,
          );
          if (!told) toTell.push(admin);
        }
        await Promise.all(
          toTell.map((admin) => notifier.notify(admin.id, 'registrationPending', params)),
        );
      }),
    ),
    // A child's guardians hear when its lesson starts (they may watch) and when it ends.
    meetingEvents.on('teacherJoined', ({ meeting }) =>
      notifier.run('child lesson start', () => tellGuardians(meeting, null)),
    ),
    meetingEvents.on('meetingEnded', ({ meeting }) => {
      // A call that never started is no lesson to tell of.
      if (!meeting.startTime) return;
      notifier.run('child lesson end', () => tellGuardians(meeting, meeting.endTime ?? new Date()));
    }),
    // Every report reaches every admin at once (bell, and push where allowed): a safety
    // concern may be about a lesson still going on.
    homeworkEvents.on('recordingSent', ({ homeworkId, teacherId, studentId }) =>
      notifier.run('homework recording', async () => {
        const student = await users.findById(studentId);
        if (!student) return;
        await notifier.notify(teacherId, 'homeworkSubmitted', {
          homeworkId,
          studentId,
          studentName: student.name,
        });
      }),
    ),
    // Booked lessons: the side that did not act hears of it (reminders come from their run).
    bookingEvents.on('lessonsBooked', ({ lessons: booked }) =>
      notifier.run('lessons booked', () => lessons.booked(booked)),
    ),
    bookingEvents.on('lessonsCancelled', ({ lessons: cancelled, byUserId }) =>
      notifier.run('lessons cancelled', () => lessons.cancelled(cancelled, byUserId)),
    ),
    bookingEvents.on('lessonMoved', ({ lesson, previousStartsAt }) =>
      notifier.run('lesson moved', () => lessons.moved(lesson, previousStartsAt)),
    ),
    moderationEvents.on('reportFiled', (params) =>
      notifier.run('report', async () => {
        const admins = (await users.listByRoles(ADMIN_ROLES)).filter((admin) => admin.active);
        await Promise.all(admins.map((admin) => notifier.notify(admin.id, 'reportFiled', params)));
      }),
    ),
  ];
  return () => detach.forEach((off) => off());
}
