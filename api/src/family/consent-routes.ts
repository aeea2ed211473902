import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUARDIANS_PER_CHILD_MAX } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { childSummaries } from './child-view';
import { guardianOf } from './family-access';
import { FAMILY_LIMITS } from './family-routes';

const tags = ['family'];

/**
 * The mailed guardian link: what it is about (no session needed, so the page can say whose it
 * is before asking to sign in) and agreeing to it with a guardian's account.
 */
const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const childOfToken = async (token: string) => {
    const childId = await app.accountTokens.peek(token, 'guardian_invite');
    const child = childId ? await app.usersRepository.findById(childId) : null;
    if (!child || child.role !== 'student') throw apiError('family.consent_link_invalid');
    return child;
  };

  contractRoute(
    app,
    'family.consentRequest',
    { tags, description: 'Whose consent or invitation link this is.' },
    async (request) => {
      const child = await childOfToken(request.query.token);
      const guardians = await app.familyRepository.guardianCount(child.id);
      return {
        data: {
          child: { name: child.name, birthYear: child.birthYear },
          placesLeft: Math.max(0, GUARDIANS_PER_CHILD_MAX - guardians),
        },
      };
    },
  );

  contractRoute(
    app,
    'family.consent',
    {
      onRequest: app.authenticate,
      tags,
      description: "Agrees to the link: the session's guardian becomes the child's guardian.",
    },
    async (request) => {
      const guardian = guardianOf(authOf(request).user);
      const child = await childOfToken(request.body.token);
      const outcome = await app.familyRepository.link(guardian.id, child.id, FAMILY_LIMITS);
      if (outcome !== 'linked') throw apiError(`family.${outcome}`);
      // Spent only once it did what it is for: a guardian refused for a full family may pass
      // the link on to the right person.
      await app.accountTokens.consume(request.body.token, 'guardian_invite');
      app.familyEvents.emit('rulesChanged', { childId: child.id });
      return { data: (await childSummaries(app, [child]))[0]! };
    },
  );
};

export default consentRoutes;
