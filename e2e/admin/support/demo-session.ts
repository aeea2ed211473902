import { request, type APIRequestContext } from '@playwright/test';
import type { User } from '../../../shared/src/protocol/user';
import { TestClient } from '../../../api/test/realtime/socket-client';
import { API_URL, SHELL_URL } from '../../support/platform';

/** A demo account signed in outside any browser: its API requests and one live socket. */
export interface DemoSession {
  user: User;
  api: APIRequestContext;
  socket: TestClient;
  /** POSTs JSON as this user and fails loudly on an error answer. */
  post<T>(path: string, data: unknown): Promise<T>;
  close(): Promise<void>;
}

/** Signs in through the real API and connects a socket with the session's cookies. */
export async function openDemoSession(contact: string, password: string): Promise<DemoSession> {
  // The API checks the Origin of every mutating request, as it does for the shell's pages.
  const api = await request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { Origin: SHELL_URL },
  });
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await api.post(path, { data });
    if (!response.ok()) {
      throw new Error(`${path} as ${contact}: ${response.status()} ${await response.text()}`);
    }
    return (await response.json()) as T;
  };
  const { user } = await post<{ user: User }>('/auth/login', { contact, password });
  const cookie = (await api.storageState()).cookies
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  const socket = await new TestClient(API_URL, { cookie, origin: SHELL_URL }).open();
  return {
    user,
    api,
    socket,
    post,
    close: async () => {
      socket.close();
      await api.dispose();
    },
  };
}
