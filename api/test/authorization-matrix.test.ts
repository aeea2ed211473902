import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ROLES, type Role } from '@app/shared/protocol';
import { ENDPOINTS, expectedStatus, type Principal } from './helpers/endpoints';
import { ANONYMOUS, createFixtures } from './helpers/fixtures';
import { describeBackends, json } from './helpers/test-app';

describeBackends('authorization matrix', (ctx) => {
  it('every endpoint x {anonymous, student, teacher, admin, superadmin} answers as the table says', async () => {
    const fx = await createFixtures(ctx);
    const callers: Principal[] = [ANONYMOUS, ...ROLES.map((role) => fx.principals[role])];
    const mismatches: string[] = [];
    let unexpectedAllows = 0;
    for (const row of ENDPOINTS) {
      for (const who of callers) {
        const res = await ctx.app.inject(await row.request(who, fx));
        const expected = expectedStatus(row, who);
        if (res.statusCode !== expected) {
          mismatches.push(
            `${row.route} as ${who.role}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
          if (res.statusCode < 400 && expected >= 400) unexpectedAllows += 1;
        }
      }
    }
    assert.equal(unexpectedAllows, 0, 'unexpected allows');
    assert.deepEqual(mismatches, []);
  });

  it('the table covers every route in the OpenAPI document', async () => {
    const doc = json<{ paths: Record<string, Record<string, unknown>> }>(
      await ctx.app.inject({ method: 'GET', url: '/docs/json' }),
    );
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(ENDPOINTS.map((row) => row.route));
    assert.deepEqual(
      documented.filter((route) => !covered.has(route)),
      [],
    );
  });

  // Which target roles each actor may manage (docs/product.md#roles), and what each action returns.
  const MAY_MANAGE: Record<'admin' | 'superadmin', Role[]> = {
    admin: ['teacher', 'guardian', 'student'],
    superadmin: ['superadmin', 'admin', 'teacher', 'guardian', 'student'],
  };
  const ACTIONS = [
    {
      name: 'PUT',
      ok: 200,
      make: (id: string) => ({
        method: 'PUT' as const,
        url: `/users/${id}`,
        payload: { name: 'Edited' },
      }),
    },
    {
      name: 'toggle-active',
      ok: 200,
      make: (id: string) => ({ method: 'PATCH' as const, url: `/users/${id}/toggle-active` }),
    },
    {
      name: 'DELETE',
      ok: 204,
      make: (id: string) => ({ method: 'DELETE' as const, url: `/users/${id}` }),
    },
  ];

  it('admins manage only the roles the policy allows; nobody deletes a superadmin', async () => {
    const mismatches: string[] = [];
    for (const actorRole of ['admin', 'superadmin'] as const) {
      const actor = await ctx.signedIn(actorRole);
      for (const targetRole of ROLES) {
        for (const action of ACTIONS) {
          const target = await ctx.createUser(targetRole);
          const allowed =
            MAY_MANAGE[actorRole].includes(targetRole) &&
            !(action.name === 'DELETE' && targetRole === 'superadmin');
          const res = await ctx.app.inject({
            ...action.make(target.id),
            headers: { cookie: actor.cookie },
          });
          const expected = allowed ? action.ok : 403;
          if (res.statusCode !== expected) {
            mismatches.push(
              `${actorRole} ${action.name} ${targetRole}: expected ${expected}, got ${res.statusCode}`,
            );
          }
        }
      }
    }
    assert.deepEqual(mismatches, []);
  });
});
