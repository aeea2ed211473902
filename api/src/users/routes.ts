import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdminRole } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import { hashPassword } from '../users/passwords';
import type { UserRow } from '../db/schema';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { afterAccountChange } from './account-changes';
import { nextStatus, type AccountAction } from './account-status';
import {
  assertCanDelete,
  assertCanManage,
  assertNotSelfLockout,
  manageableRoles,
} from './user-policy';
import { taughtStudentRows } from '../meetings/taught-students';
import { presenceFlags, toListedStudent, toPublicUser, toUser } from './user-view';

/** Users management (admins) and the read-only lists teachers and students see. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireRoles('admin', 'superadmin');

  /** How an inactive account becomes active: an applicant is approved, a ban is lifted. */
  const activationOf = (target: UserRow): AccountAction =>
    target.status === 'banned' ? 'reactivate' : 'approve';

  /**
   * Applies a lifecycle step, only from the status it was read in (a concurrent change wins and
   * this one answers 409), then tells the rest of the app.
   */
  async function changeStatus(
    target: UserRow,
    action: AccountAction,
    reason: string | null = null,
  ): Promise<UserRow> {
    const status = nextStatus(target.status, action);
    if (!status) throw apiError('users.not_pending');
    const updated = await app.usersRepository.transitionStatus(target.id, target.status, {
      status,
      statusReason: status === 'rejected' ? reason : null,
    });
    if (!updated) throw apiError('users.not_pending');
    await afterAccountChange(app, target, updated, false);
    return updated;
  }

  async function findTarget(id: string): Promise<UserRow> {
    const target = await app.usersRepository.findById(id);
    if (!target) throw apiError('users.not_found');
    return target;
  }

  /**
   * Admins see full accounts; students and guardians active teachers' public profiles. A
   * student's list leaves out the Sheikhs it may not reach, as its live list does.
   */
  async function teachersFor(viewer: UserRow) {
    const rows = await app.usersRepository.listByRoles(['teacher']);
    if (isAdminRole(viewer.role)) return rows.map(toUser);
    const reachable =
      viewer.role === 'student' ? await app.studentReach.listFilter(viewer.id) : () => true;
    return rows.filter((row) => row.active && reachable(row)).map(toPublicUser);
  }

  /**
   * Admins see full accounts; a teacher sees only the students it has taught, as name cards
   * with presence: not a directory of every child on the platform.
   */
  async function studentsFor(viewer: UserRow) {
    if (isAdminRole(viewer.role)) {
      return (await app.usersRepository.listByRoles(['student'])).map(toUser);
    }
    const rows = await taughtStudentRows(app.db, viewer.id);
    return rows.flatMap((row) => toListedStudent(row, presenceFlags(row)) ?? []);
  }

  contractRoute(app, 'users.list', { onRequest: admins, tags: ['users'] }, async (request) => {
    const rows = await app.usersRepository.listByRoles(
      manageableRoles(authOf(request).user),
      request.query.q || undefined,
    );
    return { data: rows.map(toUser) };
  });

  contractRoute(
    app,
    'users.teachers',
    {
      onRequest: app.requireRoles('student', 'guardian', 'admin', 'superadmin'),
      tags: ['users'],
    },
    async (request) => ({ data: await teachersFor(authOf(request).user) }),
  );

  contractRoute(
    app,
    'users.students',
    {
      onRequest: app.requireRoles('teacher', 'admin', 'superadmin'),
      tags: ['users'],
      description: 'Admins: every student. Teachers: the students they have taught, as name cards.',
    },
    async (request) => ({ data: await studentsFor(authOf(request).user) }),
  );

  contractRoute(app, 'users.create', { onRequest: admins, tags: ['users'] }, async (request) => {
    const { password, email, phone, experience, specializations, active, ...rest } = request.body;
    assertCanManage(authOf(request).user, rest.role);
    // Accounts an admin creates are active and verified (docs/architecture.md#api).
    const user = await app.usersRepository.create({
      ...rest,
      email: email ?? null,
      phone: phone ?? null,
      experience: experience ?? null,
      specializations: specializations ?? [],
      loginMethod: email ? 'email' : 'phone',
      passwordHash: await hashPassword(password),
      status: active === false ? 'banned' : 'active',
      verified: true,
    });
    app.accountEvents.emit('userChanged', { userId: user.id });
    return { data: toUser(user) };
  });

  contractRoute(app, 'users.update', { onRequest: admins, tags: ['users'] }, async (request) => {
    const actor = authOf(request).user;
    const target = await findTarget(request.params.id);
    const { password, active, ...changes } = request.body;
    assertNotSelfLockout(actor, target, { ...changes, active });
    assertCanManage(actor, target.role);
    if (changes.role) assertCanManage(actor, changes.role);
    const status =
      active === undefined || active === target.active
        ? undefined
        : (nextStatus(target.status, active ? activationOf(target) : 'ban') ?? undefined);
    const updated = await app.usersRepository.update(target.id, {
      ...changes,
      ...(status ? { status, statusReason: null } : {}),
      ...(password ? { passwordHash: await hashPassword(password) } : {}),
    });
    if (!updated) throw apiError('users.not_found');
    await afterAccountChange(app, target, updated, Boolean(password));
    return { data: toUser(updated) };
  });

  contractRoute(
    app,
    'users.toggleActive',
    { onRequest: admins, tags: ['users'] },
    async (request) => {
      const actor = authOf(request).user;
      const target = await findTarget(request.params.id);
      if (actor.id === target.id) throw apiError('users.cannot_deactivate_self');
      assertCanManage(actor, target.role);
      const action = target.active ? 'ban' : activationOf(target);
      return { data: toUser(await changeStatus(target, action)) };
    },
  );

  contractRoute(
    app,
    'users.approve',
    {
      onRequest: admins,
      tags: ['users'],
      description: 'Admits a pending (or rejected) applicant: the account becomes active.',
    },
    async (request) => {
      const target = await findTarget(request.params.id);
      assertCanManage(authOf(request).user, target.role);
      return { data: toUser(await changeStatus(target, 'approve')) };
    },
  );

  contractRoute(
    app,
    'users.reject',
    {
      onRequest: admins,
      tags: ['users'],
      description: 'Refuses a pending application; the reason is told to the applicant.',
    },
    async (request) => {
      const target = await findTarget(request.params.id);
      assertCanManage(authOf(request).user, target.role);
      return { data: toUser(await changeStatus(target, 'reject', request.body.reason)) };
    },
  );

  contractRoute(app, 'users.delete', { onRequest: admins, tags: ['users'] }, async (request) => {
    const target = await findTarget(request.params.id);
    assertCanDelete(authOf(request).user, target);
    // Sessions go with the user (ON DELETE CASCADE).
    const deleted = await app.usersRepository.delete(target.id);
    if (!deleted) throw apiError('users.not_found');
    await app.avatarStore.remove(deleted.avatar);
    app.accountEvents.emit('userDeleted', { userId: deleted.id });
    return null;
  });
};

export default userRoutes;
