import assert from 'node:assert/strict';
import { it } from 'node:test';
import { USERS_SEARCH_MAX, type DataResponse, type User } from '@app/shared/protocol';
import { escapeLike } from '../../src/users/users-repository';
import { describeBackends, json } from '../helpers/test-app';

describeBackends('GET /users?q=', (ctx) => {
  const search = async (cookie: string, q: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/users?q=${encodeURIComponent(q)}`,
      headers: { cookie },
    });
    return res;
  };
  const names = async (cookie: string, q: string) => {
    const res = await search(cookie, q);
    assert.equal(res.statusCode, 200, res.body);
    return json<DataResponse<User[]>>(res)
      .data.map((user) => user.name)
      .sort();
  };

  it('finds accounts by a piece of the name, email or phone, case-insensitively', async () => {
    const { cookie } = await ctx.signedIn('admin');
    await ctx.createUser('student', { name: 'Maryam Haddad', email: 'maryam@school.test' });
    await ctx.createUser('teacher', {
      name: 'عبد الله',
      email: null,
      phone: '+966501234567',
      loginMethod: 'phone',
    });
    await ctx.createUser('student', { name: 'Yusuf', email: 'yusuf.h@example.test' });
    // Admins manage teachers and students only: a matching admin stays hidden.
    await ctx.createUser('admin', { name: 'Maryam Admin' });

    assert.deepEqual(await names(cookie, 'maryam'), ['Maryam Haddad']);
    assert.deepEqual(await names(cookie, 'HADDAD'), ['Maryam Haddad']);
    assert.deepEqual(await names(cookie, 'example.test'), ['Yusuf']);
    assert.deepEqual(await names(cookie, '0123'), ['عبد الله']);
    assert.deepEqual(await names(cookie, 'عبد'), ['عبد الله']);
    assert.deepEqual(await names(cookie, 'nobody'), []);
    // An empty or blank search lists every managed account.
    assert.equal((await names(cookie, '   ')).length, 3);
  });

  it('takes LIKE wildcards literally', async () => {
    const { cookie } = await ctx.signedIn('superadmin');
    await ctx.createUser('student', { name: '100% Hafiz' });
    await ctx.createUser('student', { name: 'Under_score' });
    await ctx.createUser('student', { name: 'Back\\slash' });
    await ctx.createUser('student', { name: 'Plain' });
    assert.deepEqual(await names(cookie, '%'), ['100% Hafiz']);
    assert.deepEqual(await names(cookie, '_'), ['Under_score']);
    assert.deepEqual(await names(cookie, '\\'), ['Back\\slash']);
    assert.deepEqual(await names(cookie, 'r_s'), ['Under_score']);
    assert.deepEqual(await names(cookie, 'a%n'), []);
  });

  it('refuses a search past its length, and non-admins', async () => {
    const { cookie } = await ctx.signedIn('admin');
    const long = await search(cookie, 'x'.repeat(USERS_SEARCH_MAX + 1));
    assert.equal(long.statusCode, 400);
    assert.equal(json<{ code: string }>(long).code, 'validation.failed');
    assert.equal((await search(cookie, 'x'.repeat(USERS_SEARCH_MAX))).statusCode, 200);
    for (const role of ['teacher', 'student'] as const) {
      const other = await ctx.signedIn(role);
      assert.equal((await search(other.cookie, 'a')).statusCode, 403, role);
    }
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/users?q=a' })).statusCode, 401);
  });

  it('escapes the three characters LIKE treats specially', () => {
    assert.equal(escapeLike('a%b_c\\d'), 'a\\%b\\_c\\\\d');
    assert.equal(escapeLike('plain'), 'plain');
  });
});
