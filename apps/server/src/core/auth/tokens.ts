import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Db } from '../db/database.js';
import { appSecrets } from '../../db/schema/index.js';

const ISSUER = 'backoffice';
const AUDIENCE = 'backoffice-api';
const VERIFIED_TOKENS_KEPT = 5000;

export interface AccessTokenClaims {
  userId: number;
  issuedAt: Date;
}

export interface TokenSigner {
  sign(userId: number, now: Date): Promise<string>;
  /** null when the token is malformed, forged or expired */
  verify(token: string, now: Date): Promise<AccessTokenClaims | null>;
  accessTokenTtl: number;
}

/**
 * The signing key is JWT_SECRET when set; otherwise one generated on first start and kept in
 * the database, so every instance behind a load balancer signs and verifies with the same key.
 */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ key: 'jwt-signing-key', value: crypto.randomBytes(48).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, 'jwt-signing-key'));
  if (!row) throw new Error('could not load the JWT signing key');
  return Buffer.from(row.value, 'base64');
}

export function createTokenSigner(rawKey: Uint8Array, accessTokenTtl: number): TokenSigner {
  // Imported once: given raw bytes, jose would import the key again on every sign and verify,
  // which cost more than the rest of a request's authentication.
  const key = crypto.createSecretKey(rawKey);
  // Tokens whose signature and claims were already checked, with their expiry: the same token
  // comes back with every request, and checking an HMAC again was a tenth of a list request's
  // time. Only the token's own, unchangeable content is remembered; whether its user is still
  // active, still holds the permission or had sessions revoked is read from the database on
  // every request, so nothing here can outlive a revocation.
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();
  const remember = (token: string, entry: { claims: AccessTokenClaims; expiresAt: number }) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      // the oldest first (a Map iterates in insertion order)
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, entry);
  };
  return {
    accessTokenTtl,
    async sign(userId, now) {
      const iat = Math.floor(now.getTime() / 1000);
      // `iam` keeps the issue time in milliseconds, to compare with a revocation precisely.
      return new SignJWT({ iam: now.getTime() })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + accessTokenTtl)
        .setJti(crypto.randomUUID())
        .sign(key);
    },
    async verify(token, now) {
      const known = verified.get(token);
      if (known) return now.getTime() < known.expiresAt ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: now,
        });
        const userId = Number(payload.sub);
        const issuedAtMs = typeof payload.iam === 'number' ? payload.iam : undefined;
        if (!Number.isInteger(userId) || issuedAtMs === undefined || !payload.exp) return null;
        const claims = { userId, issuedAt: new Date(issuedAtMs) };
        remember(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
