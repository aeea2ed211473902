import { io } from 'socket.io-client';
import { getApiUrl } from '../config/runtime-config';
import type { AppSocket } from './app-socket';
import { ANONYMOUS_SOCKET_OPTIONS, AUTHENTICATED_SOCKET_OPTIONS } from './socket-options';

export type SocketKind = 'authenticated' | 'anonymous';

/**
 * Holds the page's one socket. Host and remotes reach it through @app/shared, so a call that
 * arrives while the admin remote is on screen still reaches the meeting remote's listeners.
 */
export class SocketHolder {
  private socket: AppSocket | null = null;
  private kind: SocketKind | null = null;
  private readonly listeners = new Set<() => void>();

  /** The live socket, if any. */
  get current(): AppSocket | null {
    return this.socket;
  }

  /** Which variant is live, if any. */
  get currentKind(): SocketKind | null {
    return this.kind;
  }

  /**
   * The signed-in socket, created once and reused. A second creation while one exists is a bug
   * in the caller, logged as an error, and answered with the existing socket.
   */
  connectAuthenticated(): AppSocket {
    if (this.socket && this.kind === 'authenticated') {
      console.error('Socket already created; reusing the existing connection');
      return this.socket;
    }
    return this.replace('authenticated');
  }

  /** The landing page's anonymous socket; it replaces whatever socket exists. */
  connectAnonymous(): AppSocket {
    return this.replace('anonymous');
  }

  /** The signed-in socket, if that is the live one. */
  get authenticated(): AppSocket | null {
    return this.kind === 'authenticated' ? this.socket : null;
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
    this.kind = null;
    if (had) this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private replace(kind: SocketKind): AppSocket {
    this.disconnect();
    const options =
      kind === 'authenticated' ? AUTHENTICATED_SOCKET_OPTIONS : ANONYMOUS_SOCKET_OPTIONS;
    const socket: AppSocket = io(getApiUrl(), options);
    this.socket = socket;
    this.kind = kind;
    this.notify();
    return socket;
  }
}

/** The page's socket holder. */
export const socketHolder = new SocketHolder();
