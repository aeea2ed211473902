import { atom } from 'jotai';
import { HANDSHAKE_REFUSALS, type HandshakeRefusal } from '../protocol/socket-events';

/**
 * Why the server refused this page's socket, until it connects again: socket.io does not retry a
 * handshake the server refused, so the page says so and offers to try again.
 */
export const socketRefusalAtom = atom<HandshakeRefusal | null>(null);

const isRefusal = (code: unknown): code is HandshakeRefusal =>
  HANDSHAKE_REFUSALS.some((refusal) => refusal === code);

/** The refusal a `connect_error` carries in its `data.code`, if the server refused. */
export function handshakeRefusalOf(error: Error): HandshakeRefusal | null {
  if (!('data' in error) || typeof error.data !== 'object' || error.data === null) return null;
  const code = 'code' in error.data ? error.data.code : undefined;
  return isRefusal(code) ? code : null;
}
