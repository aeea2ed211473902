import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../lib/contract-route';
import { isMinor } from '@app/shared/protocol';
import { apiError, tooManyRequests, ValidationError } from '../lib/http-error';
import { toUser } from '../users/user-view';
import { loginRefusal, statusAtSignUp } from '../users/account-status';
import type { PasswordChecks } from './password-checks';
import { hashPassword } from '../users/passwords';
import { startSession } from '../auth/start-session';

/** Sign-in and self-registration. */
const loginRoutes: FastifyPluginAsyncZod<{ passwords: PasswordChecks }> = async (
  app,
  { passwords },
) => {
  contractRoute(app, 'auth.login', { tags: ['auth'] }, async (request, reply) => {
    const { contact, password } = request.body;
    const found = await app.usersRepository.findByContact(contact);
    const attempt = passwords.attempt(request, contact.value, found?.id ?? null);
    await passwords.assertMayTry(attempt);
    // Same message and about the same time for an unknown account and a wrong password.
    if (!(await passwords.verify(attempt, found?.passwordHash ?? null, password)) || !found) {
      app.metrics.loginFailures.inc();
      throw apiError('auth.invalid_credentials');
    }
    passwords.devices.remember(request, reply, found.id);
    const refusal = loginRefusal(found);
    if (refusal) throw refusal;
    const user = await startSession(request, reply, found);
    return { user: toUser(user) };
  });

  contractRoute(app, 'auth.register', { tags: ['auth'] }, async (request, reply) => {
    // Each account reaches every admin's inbox: a stranger may not make them by the hundred.
    const wait = await app.rateLimits.registrations.take(request.ip);
    if (wait > 0) throw tooManyRequests(wait);
    const { name, contact, password, role, bio, acceptedConduct, birthYear, guardianEmail } =
      request.body;
    // A minor signing up alone names a guardian, who must consent before any call
    // (docs/safeguarding.md#consent).
    const minor =
      role === 'student' && isMinor(birthYear ?? null, app.config.MINOR_AGE, new Date());
    if (minor && !guardianEmail) {
      throw new ValidationError([{ field: 'guardianEmail', code: 'required', params: {} }]);
    }
    // A student is admitted at once and signed in; a teacher's application waits for an
    // admin's review (docs/product.md#sign-up).
    const created = await app.usersRepository.create({
      name,
      role,
      bio: bio || null,
      birthYear: role === 'student' ? (birthYear ?? null) : null,
      email: contact.method === 'email' ? contact.value : null,
      phone: contact.method === 'phone' ? contact.value : null,
      loginMethod: contact.method,
      passwordHash: await hashPassword(password),
      status: statusAtSignUp(role),
      verified: false,
      // The contract let a teacher through only with the version in force.
      ...(role === 'teacher' && acceptedConduct !== undefined
        ? { conductVersion: acceptedConduct, conductAcceptedAt: new Date() }
        : {}),
    });
    app.accountEvents.emit('userChanged', { userId: created.id });
    app.accountEvents.emit('userRegistered', { userId: created.id });
    await app.accountMail.sendVerification(created);
    if (minor && guardianEmail) {
      await app.familyRepository.saveConsentEmail(created.id, guardianEmail);
      await app.accountMail.sendGuardianInvite(created, guardianEmail, 'guardianConsent');
    }
    const user = created.active ? await startSession(request, reply, created) : created;
    return { user: toUser(user) };
  });
};

export default loginRoutes;
