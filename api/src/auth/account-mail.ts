import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PASSWORD_RESET_TTL_MINUTES } from '@app/shared/protocol';
import type { UserRow } from '../db/schema';
import { renderAccountMail, type AccountMail } from '../mail/account-mail-texts';
import type { AccountTokenPurpose } from './account-token-tables';
import {
  createAccountTokensRepository,
  type AccountTokensRepository,
} from './account-tokens-repository';

const VERIFY_TTL_MS = 24 * 60 * 60_000;
const RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;
const GUARDIAN_INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

/** The app pages that mailed links open (public routes of the shell). */
export const ACCOUNT_LINK_PATHS: Record<AccountTokenPurpose, string> = {
  verify_email: '/verify-email',
  reset_password: '/reset-password',
  guardian_invite: '/consent',
};

declare module 'fastify' {
  interface FastifyInstance {
    accountTokens: AccountTokensRepository;
    accountMail: AccountMailer;
  }
}

/** The mails of an account's life: verify the email, reset the password, a rejection. */
export class AccountMailer {
  constructor(private readonly app: FastifyInstance) {}

  async #link(user: UserRow, purpose: AccountTokenPurpose, ttlMs: number): Promise<string> {
    const token = await this.app.accountTokens.issue(user.id, purpose, ttlMs);
    return `${this.app.config.APP_URL}${ACCOUNT_LINK_PATHS[purpose]}?token=${token}`;
  }

  async #send(to: string, mail: AccountMail): Promise<void> {
    await this.app.mail.send({
      to,
      kind: mail.kind,
      link: 'link' in mail ? mail.link : null,
      ...renderAccountMail(mail),
    });
  }

  /** A link that confirms the account's email; nothing for a phone account or a verified one. */
  async sendVerification(user: UserRow): Promise<void> {
    if (!user.email || user.verified) return;
    const link = await this.#link(user, 'verify_email', VERIFY_TTL_MS);
    await this.#send(user.email, { kind: 'verifyEmail', link });
  }

  /** A single-use reset link, valid for PASSWORD_RESET_TTL_MINUTES; only the latest works. */
  async sendPasswordReset(user: UserRow): Promise<void> {
    if (!user.email) return;
    const link = await this.#link(user, 'reset_password', RESET_TTL_MS);
    await this.#send(user.email, { kind: 'passwordReset', link });
  }

  /**
   * A link that makes whoever opens it with a guardian's account the child's guardian: a minor's
   * consent, or a guardian inviting a second one. Only the latest link of the child works.
   */
  async sendGuardianInvite(
    child: UserRow,
    to: string,
    kind: 'guardianConsent' | 'guardianInvite',
  ): Promise<void> {
    const link = await this.#link(child, 'guardian_invite', GUARDIAN_INVITE_TTL_MS);
    await this.#send(to, { kind, link, childName: child.name });
  }

  async sendRejection(user: UserRow, reason: string): Promise<void> {
    if (user.email) await this.#send(user.email, { kind: 'applicationRejected', reason });
  }
}

export default fp(
  async (app) => {
    app.decorate('accountTokens', createAccountTokensRepository(app.db));
    const mailer = new AccountMailer(app);
    app.decorate('accountMail', mailer);
    // A rejected applicant cannot sign in to read a notification: the decision goes by mail
    // (and the login form shows it).
    app.accountEvents.on('applicationRejected', ({ userId, reason }) => {
      void (async () => {
        const user = await app.usersRepository.findById(userId);
        if (user) await mailer.sendRejection(user, reason);
      })().catch((error: unknown) => app.log.error({ err: error }, 'rejection mail failed'));
    });
  },
  { name: 'account-mail', dependencies: ['db', 'mail', 'users-repository'] },
);
