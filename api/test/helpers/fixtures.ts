import sharp from 'sharp';
import { ROLES, type Role } from '@app/shared/protocol';
import type { Fixtures, Principal } from './endpoints';
import type { TestContext } from './test-app';

/** Signs in one user per role and prepares the shared fixtures of the matrix and property tests. */
export async function createFixtures(ctx: TestContext): Promise<Fixtures> {
  const principals = {} as Record<Role, Principal>;
  for (const role of ROLES) {
    const { user, cookie } = await ctx.signedIn(role);
    principals[role] = { role, user, cookie };
  }
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .webp()
    .toBuffer();
  let meetings = 0;
  const fixtures: Fixtures = {
    ctx,
    principals,
    freshStudent: () => ctx.createUser('student'),
    async endedMeeting() {
      const meeting = await fixtures.freshMeeting();
      await ctx.endMeeting(meeting.id);
      return meeting;
    },
    async freshMeeting() {
      meetings += 1;
      const meeting = await ctx.app.meetingLifecycle.create({
        roomName: `matrix-room-${process.pid}-${meetings}-${Date.now()}`,
        teacherId: principals.teacher.user!.id,
        studentIds: [principals.student.user!.id],
      });
      // A lesson that happened: its teacher came, and its student joined.
      const { meeting: started } = await ctx.app.meetingLifecycle.teacherJoined(meeting);
      await ctx.app.meetingLifecycle.studentJoined(meeting, principals.student.user!.id);
      return started;
    },
    avatarUrl: await ctx.app.avatarStore.save(webp),
  };
  return fixtures;
}

export const ANONYMOUS: Principal = { role: 'anonymous', user: null, cookie: '' };
