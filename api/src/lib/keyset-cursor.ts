import { apiError } from './http-error';

/** A row's position in a (createdAt DESC, id DESC) listing. */
export interface KeysetCursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to the client: the position (createdAt, id) of the last row on the page. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.createdAt.getTime()}.${cursor.id}`).toString('base64url');
}

/** The position a cursor names; 400 when it is not one this API made. */
const LATEST_CURSOR_MS = Date.UTC(9999, 11, 31);

export function decodeCursor(text: string): KeysetCursor {
  const [ms, id] = Buffer.from(text, 'base64url').toString('utf8').split('.');
  const createdAt = new Date(Number(ms));
  if (
    !id ||
    !UUID.test(id) ||
    !/^\d{1,15}$/.test(ms ?? '') ||
    Number.isNaN(createdAt.getTime()) ||
    // Past year 9999 a date has no ISO form the database reads; no row is that new.
    createdAt.getTime() > LATEST_CURSOR_MS
  ) {
    throw apiError('request.invalid_cursor');
  }
  return { createdAt, id };
}
