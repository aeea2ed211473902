import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * RFC 9562 UUIDv7, generated here because PostgreSQL 15 has no uuidv7(). The 12-bit rand_a
 * field carries a per-millisecond sequence so ids made in one process sort in creation order.
 */
export function uuidv7(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = randomBytes(2).readUInt16BE() & 0x3ff;
  } else {
    sequence += 1;
    if (sequence > 0xfff) {
      // Sequence exhausted within one millisecond: borrow the next millisecond.
      lastMs += 1;
      sequence = 0;
    }
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
