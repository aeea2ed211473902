import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHILDREN_PER_GUARDIAN_MAX,
  GUARDIANS_PER_CHILD_MAX,
  type ChildSummary,
} from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import { revokeSessions } from '../auth/revoke-sessions';
import type { UserRow } from '../db/schema';
import { contractRoute } from '../lib/contract-route';
import { apiError, tooManyRequests } from '../lib/http-error';
import { listHistory } from '../meetings/history-query';
import { hashPassword } from '../users/passwords';
import { childOf, guardianOf } from './family-access';
import { childSummaries } from './child-view';

const tags = ['family'];
export const FAMILY_LIMITS = {
  guardiansPerChild: GUARDIANS_PER_CHILD_MAX,
  childrenPerGuardian: CHILDREN_PER_GUARDIAN_MAX,
};

/**
 * A guardian's children (docs/safeguarding.md#guardians-and-children): making a child's account,
 * its rules, its password, a second guardian, its lessons, and ending the link.
 */
const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = app.familyRepository;
  const summary = async (child: UserRow): Promise<ChildSummary> =>
    (await childSummaries(app, [child]))[0]!;

  contractRoute(
    app,
    'family.children',
    { onRequest: app.authenticate, tags, description: "The guardian's children." },
    async (request) => {
      const guardian = guardianOf(authOf(request).user);
      const ids = await family.childIdsOf(guardian.id);
      const rows = await app.usersRepository.findByIds(ids);
      const children = ids.flatMap((id) => rows.find((row) => row.id === id) ?? []);
      return { data: { children: await childSummaries(app, children) } };
    },
  );

  contractRoute(
    app,
    'family.addChild',
    {
      onRequest: app.authenticate,
      tags,
      description: `Makes a child's account, signed in by username, looked after by the guardian (at most ${CHILDREN_PER_GUARDIAN_MAX} children).`,
    },
    async (request, reply) => {
      const guardian = guardianOf(authOf(request).user);
      // Each account is a row a stranger could make by the hundred: the sign-up allowance.
      const wait = await app.rateLimits.registrations.take(request.ip);
      if (wait > 0) throw tooManyRequests(wait);
      if ((await family.childIdsOf(guardian.id)).length >= CHILDREN_PER_GUARDIAN_MAX) {
        throw apiError('family.children_limit');
      }
      const { name, username, password, birthYear } = request.body;
      const child = await app.usersRepository.create({
        name,
        username,
        birthYear,
        role: 'student',
        email: null,
        phone: null,
        loginMethod: 'username',
        passwordHash: await hashPassword(password),
        status: 'active',
        verified: false,
      });
      const linked = await family.link(guardian.id, child.id, FAMILY_LIMITS);
      if (linked !== 'linked') {
        await app.usersRepository.delete(child.id);
        throw apiError(`family.${linked}`);
      }
      app.accountEvents.emit('userChanged', { userId: child.id });
      reply.status(201);
      return { data: await summary(child) };
    },
  );

  contractRoute(
    app,
    'family.updateSafety',
    {
      onRequest: app.authenticate,
      tags,
      description: "Sets the child's rules: Sheikh gender, allowed Sheikhs, chat.",
    },
    async (request) => {
      const child = await childOf(app, guardianOf(authOf(request).user), request.params.id);
      const { sheikhGender, allowedTeacherIds, chatAllowed } = request.body;
      await family.saveRules(child.id, {
        sheikhGender,
        allowedTeacherIds: allowedTeacherIds ? [...new Set(allowedTeacherIds)] : null,
        chatAllowed,
      });
      app.familyEvents.emit('rulesChanged', { childId: child.id });
      return { data: await summary(child) };
    },
  );

  contractRoute(
    app,
    'family.resetPassword',
    {
      onRequest: app.authenticate,
      tags,
      description: "Sets the child's password; its other sessions end.",
    },
    async (request, reply) => {
      const child = await childOf(app, guardianOf(authOf(request).user), request.params.id);
      await app.usersRepository.update(child.id, {
        passwordHash: await hashPassword(request.body.password),
      });
      await revokeSessions(app, child.id);
      reply.status(204);
      return null;
    },
  );

  contractRoute(
    app,
    'family.invite',
    {
      onRequest: app.authenticate,
      tags,
      description: `Mails a link that makes its opener the child's second guardian (at most ${GUARDIANS_PER_CHILD_MAX}).`,
    },
    async (request, reply) => {
      const guardian = guardianOf(authOf(request).user);
      const child = await childOf(app, guardian, request.params.id);
      if ((await family.guardianCount(child.id)) >= GUARDIANS_PER_CHILD_MAX) {
        throw apiError('family.guardians_full');
      }
      const wait = await app.rateLimits.familyMails.take(guardian.id);
      if (wait > 0) throw tooManyRequests(wait);
      await app.accountMail.sendGuardianInvite(child, request.body.email, 'guardianInvite');
      reply.status(202);
      return null;
    },
  );

  contractRoute(
    app,
    'family.leave',
    {
      onRequest: app.authenticate,
      tags,
      description:
        "Ends the guardian's own link to the child. A minor left without a guardian cannot call until one consents.",
    },
    async (request, reply) => {
      const child = await childOf(app, guardianOf(authOf(request).user), request.params.id);
      await family.unlink(authOf(request).user.id, child.id);
      app.familyEvents.emit('rulesChanged', { childId: child.id });
      reply.status(204);
      return null;
    },
  );

  contractRoute(
    app,
    'family.lessons',
    {
      onRequest: app.authenticate,
      tags,
      description: "The child's past lessons, newest first, as the child's own history shows them.",
    },
    async (request) => {
      const child = await childOf(app, guardianOf(authOf(request).user), request.params.id);
      return listHistory(app.db, { id: child.id, role: 'student' }, request.query);
    },
  );
};

export default familyRoutes;
