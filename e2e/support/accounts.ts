import { request } from '@playwright/test';
import type { Role } from '../../shared/src/protocol/roles';
import type { User } from '../../shared/src/protocol/user';
import { DEMO } from './demo';
import { API_URL, SHELL_URL } from './platform';

export interface NewAccount {
  user: User;
  email: string;
  password: string;
}

let made = 0;

/** A unique address per call, so a journey never meets a previous run's account. */
export function freshEmail(label: string): string {
  made += 1;
  return `${label}-${Date.now()}-${made}@journeys.test`;
}

/** An account created by the demo admin through the real API (active and verified). */
export async function createAccount(role: Extract<Role, 'teacher' | 'student'>, name: string) {
  const api = await request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { Origin: SHELL_URL },
  });
  try {
    const login = await api.post('/auth/login', {
      data: { contact: DEMO.admin.email, password: DEMO.password },
    });
    if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
    const email = freshEmail(role);
    const password = 'journey-secret';
    const created = await api.post('/users', { data: { name, email, role, password } });
    if (!created.ok())
      throw new Error(`create ${role}: ${created.status()} ${await created.text()}`);
    const { data } = (await created.json()) as { data: User };
    return { user: data, email, password } satisfies NewAccount;
  } finally {
    await api.dispose();
  }
}

/** The id of an existing account, read from its own profile after logging in through the API. */
export async function accountId(contact: string, password: string): Promise<string> {
  const api = await request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { Origin: SHELL_URL },
  });
  try {
    const login = await api.post('/auth/login', { data: { contact, password } });
    if (!login.ok()) throw new Error(`login of ${contact}: ${login.status()}`);
    const { user } = (await login.json()) as { user: User };
    return user._id;
  } finally {
    await api.dispose();
  }
}
