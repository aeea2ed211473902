/** @jest-environment node */
import { apiClient } from '../../src/api-client/api-client';
import { setApiUrl } from '../../src/config/runtime-config';
import { sendJson, startTestServer, type TestServer } from '../support/http-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  setApiUrl(`${server.url}/`);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const echo = (status = 200) =>
  ((request, response) =>
    sendJson(response, status, { data: { method: request.method } })) satisfies Parameters<
    TestServer['route']
  >[2];

describe('apiClient.call', () => {
  it('sends a route by name: its method, its path with the parameters filled in', async () => {
    server.route('PUT', '/teachers/t-1/follow', echo());
    server.route('DELETE', '/teachers/t-1/follow', echo());
    server.route('GET', '/follows', echo());
    await expect(apiClient.call('follows.follow', { params: { id: 't-1' } })).resolves.toEqual({
      data: { method: 'PUT' },
    });
    await apiClient.call('follows.unfollow', { params: { id: 't-1' } });
    await apiClient.call('follows.list');
    expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT /teachers/t-1/follow',
      'DELETE /teachers/t-1/follow',
      'GET /follows',
    ]);
  });

  it('encodes a path parameter, so an id cannot reach another route', async () => {
    server.route('PUT', '/teachers/..%2Fusers%2F7/follow', echo());
    await apiClient.call('follows.follow', { params: { id: '../users/7' } });
    expect(server.requests[0]?.path).toBe('/teachers/..%2Fusers%2F7/follow');
  });

  it('refuses to send a route whose path parameter is empty', async () => {
    await expect(apiClient.call('follows.follow', { params: { id: '' } })).rejects.toThrow(
      'no value for :id',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('writes the query from its defined values only', async () => {
    server.route('GET', '/notifications?limit=20', echo());
    server.route('GET', '/notifications?limit=5&cursor=abc', echo());
    await apiClient.call('notifications.list', { query: { limit: 20, cursor: undefined } });
    await apiClient.call('notifications.list', { query: { limit: 5, cursor: 'abc' } });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/notifications?limit=20',
      '/notifications?limit=5&cursor=abc',
    ]);
  });

  it('asks fetch to include credentials on every call', async () => {
    server.route('GET', '/follows', echo());
    server.route('PUT', '/auth/profile', echo());
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await apiClient.call('follows.list');
    await apiClient.call('auth.updateProfile', { body: new FormData() });
    expect(fetchSpy.mock.calls.map(([, init]) => init?.credentials)).toEqual([
      'include',
      'include',
    ]);
  });

  it('adds a bearer header only when a token is passed', async () => {
    server.route('GET', '/follows', echo());
    await apiClient.call('follows.list', {}, { token: 'abc.def' });
    await apiClient.call('follows.list');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer abc.def');
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('sends a JSON body with the JSON content type', async () => {
    server.route('POST', '/auth/forgot-password', echo(202));
    await apiClient.call('auth.forgotPassword', { body: { contact: 'aisha@example.com' } });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ contact: 'aisha@example.com' });
  });

  it('leaves FormData to the browser so the multipart boundary is set', async () => {
    server.route('PUT', '/auth/profile', echo());
    const form = new FormData();
    form.append('name', 'Yusuf');
    await apiClient.call('auth.updateProfile', { body: form });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('Yusuf');
  });

  it('sends a Blob as the body itself, with its own content type', async () => {
    server.route('PUT', '/homework/h-1/submissions/s-1?durationMs=5000', echo(201));
    await apiClient.call('homework.submit', {
      params: { homeworkId: 'h-1', submissionId: 's-1' },
      query: { durationMs: 5000 },
      body: new Blob(['OggS and the rest'], { type: 'audio/ogg;codecs=opus' }),
    });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('audio/ogg;codecs=opus');
    expect(request?.body).toBe('OggS and the rest');
  });

  it('declares no content type when there is no body', async () => {
    server.route('PATCH', '/users/7/toggle-active', echo());
    await apiClient.call('users.toggleActive', { params: { id: '7' } });
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('resolves null for 204 and for an empty success body', async () => {
    server.route('DELETE', '/users/7', (_request, response) => response.writeHead(204).end());
    server.route('GET', '/empty', (_request, response) => response.writeHead(200).end());
    await expect(apiClient.call('users.delete', { params: { id: '7' } })).resolves.toBeNull();
    await expect(apiClient.request('GET', '/empty')).resolves.toBeNull();
  });
});
