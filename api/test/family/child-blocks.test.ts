import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { BlockedTeacher, PublicUser } from '@app/shared/protocol';
import { describeBackends, errorOf, json } from '../helpers/test-app';

const LIMITS = { guardiansPerChild: 2, childrenPerGuardian: 10 };

describeBackends('a guardian blocks a Sheikh for a child', (ctx) => {
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string) =>
    ctx.app.inject({ method, url, headers: { cookie } });
  const blocked = (res: Awaited<ReturnType<typeof call>>) =>
    json<{ data: { teachers: BlockedTeacher[] } }>(res).data.teachers.map((t) => [
      t._id,
      t.byGuardian,
    ]);

  async function family() {
    const guardian = await ctx.signedIn('guardian');
    const child = await ctx.signedIn('student', { birthYear: new Date().getUTCFullYear() - 9 });
    await ctx.app.familyRepository.link(guardian.user.id, child.user.id, LIMITS);
    const base = `/family/children/${child.user.id}/blocks`;
    return { guardian, child, base };
  }

  it('the Sheikh leaves the child’s list, calls are refused, and only a guardian lifts it', async () => {
    const { guardian, child, base } = await family();
    const sheikh = await ctx.createUser('teacher', { isOnline: true });

    const put = await call('PUT', `${base}/${sheikh.id}`, guardian.cookie);
    assert.equal(put.statusCode, 200, put.body);
    assert.deepEqual(blocked(put), [[sheikh.id, true]]);

    // The child sees the block as its guardian's and cannot lift it.
    assert.deepEqual(blocked(await call('GET', '/blocks', child.cookie)), [[sheikh.id, true]]);
    const lift = await call('DELETE', `/teachers/${sheikh.id}/block`, child.cookie);
    assert.deepEqual([lift.statusCode, json(lift)], [403, errorOf('blocks.set_by_guardian')]);
    const list = json<{ data: PublicUser[] }>(await call('GET', '/users/teachers', child.cookie));
    assert.ok(!list.data.some((teacher) => teacher._id === sheikh.id));
    assert.equal(
      await ctx.app.studentReach.callRefusal(child.user, { id: sheikh.id, gender: null }),
      'calls.blocked',
    );

    const unblock = await call('DELETE', `${base}/${sheikh.id}`, guardian.cookie);
    assert.equal(unblock.statusCode, 204);
    assert.deepEqual(blocked(await call('GET', base, guardian.cookie)), []);
    assert.equal(
      await ctx.app.studentReach.callRefusal(child.user, { id: sheikh.id, gender: null }),
      null,
    );
  });

  it('a block the child set stays the child’s, until a guardian makes it the guardians’', async () => {
    const { guardian, child, base } = await family();
    const sheikh = await ctx.createUser('teacher');
    assert.equal((await call('PUT', `/teachers/${sheikh.id}/block`, child.cookie)).statusCode, 200);
    assert.deepEqual(blocked(await call('GET', base, guardian.cookie)), [[sheikh.id, false]]);
    const refused = await call('DELETE', `${base}/${sheikh.id}`, guardian.cookie);
    assert.deepEqual([refused.statusCode, json(refused)], [403, errorOf('blocks.set_by_child')]);

    // Blocking him too locks the block: now the child cannot lift it.
    assert.deepEqual(blocked(await call('PUT', `${base}/${sheikh.id}`, guardian.cookie)), [
      [sheikh.id, true],
    ]);
    const lift = await call('DELETE', `/teachers/${sheikh.id}/block`, child.cookie);
    assert.equal(lift.statusCode, 403);
  });

  it('only the child’s own guardians block for it, and only Sheikhs', async () => {
    const { child, base } = await family();
    const stranger = await ctx.signedIn('guardian');
    const sheikh = await ctx.createUser('teacher');
    const probe = await call('PUT', `${base}/${sheikh.id}`, stranger.cookie);
    assert.deepEqual([probe.statusCode, json(probe)], [404, errorOf('family.child_not_found')]);
    const byChild = await call('GET', base, child.cookie);
    assert.deepEqual([byChild.statusCode, json(byChild)], [403, errorOf('family.guardians_only')]);

    const { guardian, base: own } = await family();
    const notSheikh = await call('PUT', `${own}/${child.user.id}`, guardian.cookie);
    assert.deepEqual([notSheikh.statusCode, json(notSheikh)], [404, errorOf('teachers.not_found')]);
    const noId = await call('PUT', `${own}/not-an-id`, guardian.cookie);
    assert.equal(noId.statusCode, 404);
  });
});
