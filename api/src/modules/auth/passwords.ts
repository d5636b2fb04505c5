// Password hashing with argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane).
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash no password matches. Verifying against it when the account does not exist makes an
 * unknown user cost the same time as a wrong password, so timing does not reveal accounts.
 */
export function unknownAccountHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return dummyHash;
}
