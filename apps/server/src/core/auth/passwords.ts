import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum (m=19 MiB, t=2, p=1); @node-rs/argon2 runs on the libuv
// thread pool, so hashing never blocks the event loop.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

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
/** Spends the same time as a real verify, so an unknown email is not told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A readable random password meeting the rules of REQ-AUTH-6 (capital, digit, 8+). */
export function generatePassword(): string {
  const raw = crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `A${raw}7`;
}

/** Opaque random tokens (refresh, reset) and the hash we keep of them. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
