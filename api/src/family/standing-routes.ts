import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import type { UserRow } from '../db/schema';
import { contractRoute } from '../lib/contract-route';
import { apiError, tooManyRequests } from '../lib/http-error';
import { standingOf } from './child-view';

const tags = ['family'];

function studentOf(user: UserRow): UserRow {
  if (user.role !== 'student') throw apiError('family.students_only');
  return user;
}

/** A student's own standing, and a minor's consent link sent again (or to a corrected address). */
const standingRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(
    app,
    'family.standing',
    {
      onRequest: app.authenticate,
      tags,
      description: "Whether the student is a minor, needs a guardian's consent, and its rules.",
    },
    async (request) => ({ data: await standingOf(app, studentOf(authOf(request).user)) }),
  );

  contractRoute(
    app,
    'family.sendConsentMail',
    {
      onRequest: app.authenticate,
      tags,
      description:
        "Mails the consent link again, to the guardian's address given (only while consent is needed).",
    },
    async (request, reply) => {
      const student = studentOf(authOf(request).user);
      if (!(await app.studentReach.needsConsent(student))) {
        throw apiError('family.consent_not_needed');
      }
      const wait = await app.rateLimits.familyMails.take(student.id);
      if (wait > 0) throw tooManyRequests(wait);
      const { guardianEmail } = request.body;
      await app.familyRepository.saveConsentEmail(student.id, guardianEmail);
      await app.accountMail.sendGuardianInvite(student, guardianEmail, 'guardianConsent');
      reply.status(202);
      return { data: await standingOf(app, student) };
    },
  );
};

export default standingRoutes;
