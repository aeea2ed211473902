import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/seed/demo-accounts';

type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

function byRole(role: DemoAccount['role']): DemoAccount[] {
  return DEMO_ACCOUNTS.filter((account) => account.role === role);
}

function first(role: DemoAccount['role']): DemoAccount {
  const account = byRole(role)[0];
  if (!account) throw new Error(`No demo ${role}`);
  return account;
}

/** The API's demo accounts (SEED_DEMO=true), as the browser tests and benchmarks sign in. */
export const DEMO = {
  password: DEMO_PASSWORD,
  superadmin: first('superadmin'),
  admin: first('admin'),
  teachers: byRole('teacher'),
  students: byRole('student'),
};
