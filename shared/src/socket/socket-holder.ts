import type { io } from 'socket.io-client';
import { getApiUrl } from '../config/runtime-config';
import type { AppSocket } from './app-socket';
import { SOCKET_OPTIONS } from './socket-options';

/**
 * Holds the page's one socket, the signed-in user's. Host and remotes reach it through
 * @app/shared, so a call that arrives while the admin remote is on screen still reaches the
 * meeting remote's listeners.
 */
export class SocketHolder {
  private socket: AppSocket | null = null;
  private connect: typeof io | null = null;
  private loading: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  /** The signed-in user's socket, if any (a visitor's page has none). */
  get current(): AppSocket | null {
    return this.socket;
  }

  /** Whether socket.io-client has loaded, so that `connectAuthenticated()` can run. */
  get loaded(): boolean {
    return this.connect !== null;
  }

  /**
   * Loads socket.io-client, once. A visitor's page never needs it (its live list is an
   * EventSource), so it is not in the landing page's first download. A failed load is tried
   * again by the next call.
   */
  load(): Promise<void> {
    this.loading ??= import('socket.io-client').then(
      (client) => {
        this.connect = client.io;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /**
   * The signed-in socket, created once and reused; `load()` must have settled first. A second
   * creation while one exists is a bug in the caller, logged as an error, and answered with
   * the existing socket.
   */
  connectAuthenticated(): AppSocket {
    if (this.socket) {
      console.error('Socket already created; reusing the existing connection');
      return this.socket;
    }
    if (!this.connect) throw new Error('socket.io-client is not loaded yet: await load() first');
    const socket: AppSocket = this.connect(getApiUrl(), SOCKET_OPTIONS);
    this.socket = socket;
    this.notify();
    return socket;
  }

  /** Calls `listener` whenever the socket is replaced or closed; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Closes the socket, if any. */
  disconnect(): void {
    const had = this.socket !== null;
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    if (had) this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** The page's socket holder. */
export const socketHolder = new SocketHolder();
