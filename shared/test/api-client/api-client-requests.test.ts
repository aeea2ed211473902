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

describe('apiClient requests', () => {
  it('sends each helper with its method to the API URL and resolves the parsed body', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
      server.route(method, '/things/1', echo());
    await expect(apiClient.get('/things/1')).resolves.toEqual({ data: { method: 'GET' } });
    await expect(apiClient.post('/things/1', { a: 1 })).resolves.toEqual({
      data: { method: 'POST' },
    });
    await expect(apiClient.put('/things/1', { a: 1 })).resolves.toEqual({
      data: { method: 'PUT' },
    });
    await expect(apiClient.patch('/things/1')).resolves.toEqual({ data: { method: 'PATCH' } });
    await expect(apiClient.delete('/things/1')).resolves.toEqual({ data: { method: 'DELETE' } });
    expect(server.requests.map((request) => request.path)).toEqual(Array(5).fill('/things/1'));
  });

  it('asks fetch to include credentials on every call', async () => {
    server.route('GET', '/me', echo());
    server.route('POST', '/me', echo());
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await apiClient.get('/me');
    await apiClient.post('/me', new FormData());
    expect(fetchSpy.mock.calls.map(([, init]) => init?.credentials)).toEqual([
      'include',
      'include',
    ]);
  });

  it('adds a bearer header only when a token is passed', async () => {
    server.route('GET', '/me', echo());
    await apiClient.get('/me', { token: 'abc.def' });
    await apiClient.get('/me');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer abc.def');
    expect(server.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('sends a JSON body with the JSON content type', async () => {
    server.route('POST', '/users', echo(201));
    await apiClient.post('/users', { name: 'Aisha', role: 'student' });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'Aisha', role: 'student' });
  });

  it('leaves FormData to the browser so the multipart boundary is set', async () => {
    server.route('PUT', '/auth/profile', echo());
    const form = new FormData();
    form.append('name', 'Yusuf');
    await apiClient.put('/auth/profile', form);
    const [request] = server.requests;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('Yusuf');
  });

  it('declares no content type when there is no body', async () => {
    server.route('PATCH', '/users/7/toggle-active', echo());
    await apiClient.patch('/users/7/toggle-active');
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('resolves null for 204 and for an empty success body', async () => {
    server.route('DELETE', '/users/7', (_request, response) => response.writeHead(204).end());
    server.route('GET', '/empty', (_request, response) => response.writeHead(200).end());
    await expect(apiClient.delete('/users/7')).resolves.toBeNull();
    await expect(apiClient.get('/empty')).resolves.toBeNull();
  });
});
