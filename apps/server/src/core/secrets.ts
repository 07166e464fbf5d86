import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/database.js';
import { appSecrets } from '../db/schema/index.js';

/**
 * Encrypts the few secrets the platform stores for others (the PayPal client secrets) with
 * AES-256-GCM. A stored value is `v1:` + base64 of iv (12 bytes), tag (16 bytes) and ciphertext;
 * the tag makes a tampered value fail to decrypt instead of decrypting to garbage.
 */
export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

const PREFIX = 'v1:';
const KEY_NAME = 'secrets-encryption-key';

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  const keyObject = crypto.createSecretKey(key);
  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', keyObject, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) throw new Error('not an encrypted secret');
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
      const decipher = crypto.createDecipheriv('aes-256-gcm', keyObject, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key is SECRETS_KEY when set (any string of 32+ characters, hashed to 32 bytes); otherwise
 * one generated on first start and kept in the database like the JWT signing key, so every
 * instance reads the same key. Setting SECRETS_KEY keeps the key out of the database (and its
 * backups): docs/operations.md.
 */
export async function loadSecretsKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return crypto.createHash('sha256').update(configured, 'utf8').digest();
  await db
    .insert(appSecrets)
    .values({ key: KEY_NAME, value: crypto.randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, KEY_NAME));
  if (!row) throw new Error('could not load the secrets key');
  return Buffer.from(row.value, 'base64');
}

/**
 * The keys this configuration leaves in the database (`app_secrets`), where every database
 * backup carries them: JWT_SECRET signs access tokens (a backup's copy forges a super admin's),
 * SECRETS_KEY decrypts the stored PayPal secrets. Named so the start can warn (server.ts).
 */
export function keysKeptInDatabase(config: {
  auth: { jwtSecret: string | undefined };
  secretsKey: string | undefined;
}): string[] {
  return [
    ...(config.auth.jwtSecret ? [] : ['JWT_SECRET']),
    ...(config.secretsKey ? [] : ['SECRETS_KEY']),
  ];
}
