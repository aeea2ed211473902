import fp from 'fastify-plugin';
import type { Config } from '../config';
import { hashPassword } from '../users/passwords';
import type { UsersRepository } from '../users/users-repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';

/** Creates an active, verified account unless one with that email exists. Returns true if created. */
async function ensureAccount(
  users: UsersRepository,
  account: DemoAccount,
  password: string,
): Promise<boolean> {
  // Looked up first so a restart does not hash the password again for nothing.
  if (await users.findByContact({ method: 'email', value: account.email })) return false;
  const created = await users.createUnlessEmailTaken({
    name: account.name,
    email: account.email,
    role: account.role,
    experience: account.experience ?? null,
    bio: account.bio ?? null,
    specializations: [...(account.specializations ?? [])],
    languages: [...(account.languages ?? [])],
    gender: account.gender ?? null,
    loginMethod: 'email',
    passwordHash: await hashPassword(password),
    status: 'active',
    verified: true,
  });
  return created !== null;
}

/** Demo accounts (idempotent); returns how many were created. */
export async function seedDemoAccounts(users: UsersRepository): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await ensureAccount(users, account, DEMO_PASSWORD)) created += 1;
  }
  return created;
}

/**
 * At start: create (or keep) SUPERADMIN_EMAIL's superadmin, and the demo accounts when
 * SEED_DEMO is on (config refuses it in production). Existing accounts are never changed.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.addHook('onReady', async () => {
      const users = app.usersRepository;
      if (config.SUPERADMIN_EMAIL && config.SUPERADMIN_PASSWORD) {
        const email = config.SUPERADMIN_EMAIL.toLowerCase();
        const account = { name: 'Superadmin', email, role: 'superadmin' as const };
        const created = await ensureAccount(users, account, config.SUPERADMIN_PASSWORD);
        app.log.info(`Superadmin ${email} ${created ? 'created' : 'already exists'}`);
      }
      if (config.SEED_DEMO) {
        const created = await seedDemoAccounts(users);
        const logins = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(10)} ${a.email}`).join('\n');
        app.log.info({ created }, 'demo accounts ready');
        // Printed as plain text: people read this to log in.
        process.stdout.write(`\nDemo logins (password "${DEMO_PASSWORD}"):\n${logins}\n\n`);
      }
    });
  },
  { name: 'bootstrap', dependencies: ['users-repository'] },
);
