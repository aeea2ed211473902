import { io, type Socket } from 'socket.io-client';
import { getApiUrl } from '../config/runtime-config';
import { ANONYMOUS_SOCKET_OPTIONS, AUTHENTICATED_SOCKET_OPTIONS } from './socket-options';

export type SocketKind = 'authenticated' | 'anonymous';

/**
 * Holds the page's one socket. Host and remotes reach it through @app/shared, so a call that
 * arrives while the admin remote is on screen still reaches the meeting remote's listeners.
 */
export class SocketHolder {
  private socket: Socket | null = null;
  private kind: SocketKind | null = null;

  /** The live socket, if any. */
  get current(): Socket | null {
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
  connectAuthenticated(): Socket {
    if (this.socket && this.kind === 'authenticated') {
      console.error('Socket already created; reusing the existing connection');
      return this.socket;
    }
    return this.replace('authenticated');
  }

  /** The landing page's anonymous socket; it replaces whatever socket exists. */
  connectAnonymous(): Socket {
    return this.replace('anonymous');
  }

  /** Closes the socket, if any. */
  disconnect(): void {
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    this.kind = null;
  }

  private replace(kind: SocketKind): Socket {
    this.disconnect();
    const options =
      kind === 'authenticated' ? AUTHENTICATED_SOCKET_OPTIONS : ANONYMOUS_SOCKET_OPTIONS;
    this.socket = io(getApiUrl(), options);
    this.kind = kind;
    return this.socket;
  }
}

/** The page's socket holder. */
export const socketHolder = new SocketHolder();
