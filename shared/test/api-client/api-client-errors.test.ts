/** @jest-environment node */
import { apiClient } from '../../src/api-client/api-client';
import { AccountVerificationError, ApiError } from '../../src/api-client/api-error';
import { setApiUrl } from '../../src/config/runtime-config';
import { sendJson, startTestServer, type TestServer } from '../support/http-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  setApiUrl(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

async function failureOf(path: string): Promise<ApiError> {
  const error: unknown = await apiClient.request('GET', path).then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

function respondWith(status: number, contentType: string, body: string, reason?: string) {
  server.route('GET', '/x', (_request, response) => {
    response.writeHead(status, reason ?? '', { 'Content-Type': contentType }).end(body);
  });
}

describe('apiClient error unpacking', () => {
  it.each(['auth.account_pending', 'auth.account_rejected'])(
    'turns a 403 %s into AccountVerificationError, by code alone',
    async (code) => {
      const message = 'any wording';
      server.route('GET', '/x', (_request, response) => sendJson(response, 403, { code, message }));
      const error = await failureOf('/x');
      expect(error).toBeInstanceOf(AccountVerificationError);
      expect(error).toMatchObject({ name: 'AccountVerificationError', code, message, status: 403 });
    },
  );

  it('never reads the wording: a verification sentence with another code is a plain ApiError', async () => {
    server.route('GET', '/x', (_request, response) =>
      sendJson(response, 403, {
        code: 'auth.account_banned',
        message: 'Your account is waiting for verification',
      }),
    );
    const error = await failureOf('/x');
    expect(error).not.toBeInstanceOf(AccountVerificationError);
    expect(error.code).toBe('auth.account_banned');
  });

  it('keeps any other 403 a plain ApiError with the server message', async () => {
    server.route('GET', '/x', (_request, response) =>
      sendJson(response, 403, { code: 'auth.forbidden', message: 'Forbidden role' }),
    );
    const error = await failureOf('/x');
    expect(error).not.toBeInstanceOf(AccountVerificationError);
    expect(error).toMatchObject({ code: 'auth.forbidden', message: 'Forbidden role', status: 403 });
  });

  it('keeps the well-formed field errors of a validation error for the form', async () => {
    const errors = [
      { field: 'name', code: 'too_long', params: { max: 100 } },
      { field: 'email', code: 'no_such_code', params: {} },
    ];
    server.route('GET', '/x', (_request, response) =>
      sendJson(response, 400, { code: 'validation.failed', message: 'Validation failed', errors }),
    );
    const error = await failureOf('/x');
    expect(error.code).toBe('validation.failed');
    expect(error.errors).toEqual([{ field: 'name', code: 'too_long', params: { max: 100 } }]);
    expect(error.status).toBe(400);
  });

  it('uses the JSON message, else "Something went wrong"', async () => {
    server.route('GET', '/x', (_request, response) =>
      sendJson(response, 409, { message: 'Email taken' }),
    );
    server.route('GET', '/y', (_request, response) => sendJson(response, 500, { detail: 'boom' }));
    expect((await failureOf('/x')).message).toBe('Email taken');
    expect((await failureOf('/y')).message).toBe('Something went wrong');
  });

  it('uses the body text of a failed non-JSON response', async () => {
    respondWith(502, 'text/html', ' Upstream unavailable ');
    expect(await failureOf('/x')).toMatchObject({ message: 'Upstream unavailable', status: 502 });
  });

  it('unpacks a non-JSON body that is itself a JSON object string', async () => {
    respondWith(400, 'text/plain', JSON.stringify({ code: 'request.invalid', message: 'Bad' }));
    expect((await failureOf('/x')).message).toBe('Bad');
  });

  it('falls back to the status text, then to "Error {status}"', async () => {
    respondWith(500, 'text/plain', '', 'Database Asleep');
    expect((await failureOf('/x')).message).toBe('Database Asleep');
    server.route('GET', '/y', (_request, response) => {
      // Node always fills in a reason phrase; write the bare status line ourselves.
      response.socket?.end('HTTP/1.1 599 \r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
    expect(await failureOf('/y')).toMatchObject({ message: 'Error 599', status: 599 });
  });

  it('rejects a success whose body is not JSON', async () => {
    respondWith(200, 'text/html', '<!doctype html><title>index</title>');
    expect((await failureOf('/x')).message).toBe('Invalid JSON response');
  });

  it('reports a body that cannot be read', async () => {
    server.route('GET', '/x', (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '500' });
      response.write('{"data":');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    expect((await failureOf('/x')).message).toBe('Failed to read response');
  });
});
