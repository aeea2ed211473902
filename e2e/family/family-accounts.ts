import { expect, request } from '@playwright/test';
import { freshEmail } from '../support/accounts';
import { API_URL, SHELL_URL } from '../support/platform';

/** The password of every account the family tests make. */
export const PASSWORD = 'family-secret';

const thisYear = new Date().getUTCFullYear();

/**
 * A guardian made through the API, with a child it added; both sign in with PASSWORD. The
 * platform is the browser tests' own unless another one (its API and shell) is named.
 */
export async function guardianWithChild(
  stamp: string,
  platform: { apiUrl: string; shellUrl: string } = { apiUrl: API_URL, shellUrl: SHELL_URL },
) {
  const api = await request.newContext({
    baseURL: platform.apiUrl,
    extraHTTPHeaders: { Origin: platform.shellUrl },
  });
  try {
    const guardianEmail = freshEmail('guardian');
    const registered = await api.post('/auth/register', {
      data: {
        name: `Parent ${stamp}`,
        contact: guardianEmail,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        role: 'guardian',
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const username = `locked${stamp}`;
    const added = await api.post('/family/children', {
      data: { name: `Child ${stamp}`, username, password: PASSWORD, birthYear: thisYear - 8 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    return {
      guardianEmail,
      guardianName: `Parent ${stamp}`,
      username,
      childName: `Child ${stamp}`,
    };
  } finally {
    await api.dispose();
  }
}
