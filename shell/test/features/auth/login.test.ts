/** @jest-environment node */
import { setApiUrl } from '@app/shared';
import {
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../../shared/test/support/http-test-server';
import { makeUser } from '../../../../shared/test/support/users';
import { login, LoginRefusedError } from '../../../src/features/auth/api/login';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  setApiUrl(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const credentials = { contact: 'amina@example.org', password: 'secret123' };

describe('login', () => {
  it('sends the contact and password and returns the user', async () => {
    const user = makeUser();
    server.route('POST', '/auth/login', (_request, response) => sendJson(response, 200, { user }));
    await expect(login(credentials)).resolves.toEqual(user);
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual(credentials);
  });

  it('refuses an inactive account even when the server lets it in', async () => {
    server.route('POST', '/auth/login', (_request, response) =>
      sendJson(response, 200, { user: makeUser({ active: false }) }),
    );
    await expect(login(credentials)).rejects.toEqual(
      new LoginRefusedError('auth.messages.inactive'),
    );
  });

  it('refuses an answer without a user', async () => {
    server.route('POST', '/auth/login', (_request, response) =>
      sendJson(response, 200, { ok: true }),
    );
    await expect(login(credentials)).rejects.toEqual(
      new LoginRefusedError('auth.messages.invalidResponse'),
    );
  });

  it("passes on the server's refusal", async () => {
    server.route('POST', '/auth/login', (_request, response) =>
      sendJson(response, 401, { message: 'Invalid email or password' }),
    );
    await expect(login(credentials)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  });
});
