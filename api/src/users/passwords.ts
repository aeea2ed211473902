import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum, which verbatimModuleSyntax cannot import as a value; 2 = Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 13 ms per hash on the reference machine. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown account) a decoy hash is checked, so
 * the answer takes about as long and an attacker cannot time which accounts exist.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const target = storedHash ?? (await decoyHash);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== null;
  } catch {
    return false;
  }
}
