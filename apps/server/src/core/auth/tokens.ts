import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Db } from '../db/database.js';
import { appSecrets } from '../../db/schema/index.js';

const ISSUER = 'backoffice';
const AUDIENCE = 'backoffice-api';
/** The second step of a sign-in: never an access token (REQ-MFA-3). */
const MFA_AUDIENCE = 'backoffice-mfa';
/** How long the second step of a sign-in may take (REQ-MFA-3). */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
const VERIFIED_TOKENS_KEPT = 5000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessTokenClaims {
  userId: number;
  issuedAt: Date;
  /** the session (refresh-token family) the token belongs to: its sign-out ends the token */
  sessionId: string;
}

export interface TokenSigner {
  /**
   * An access token of a session. Given the same arguments it is the same token (HS256 is
   * deterministic; `tokenId` defaults to a random one), which lets a refresh retried within
   * the grace window answer the pair it answered first.
   */
  sign(userId: number, now: Date, sessionId: string, tokenId?: string): Promise<string>;
  /** null when the token is malformed, forged, expired or carries no session */
  verify(token: string, now: Date): Promise<AccessTokenClaims | null>;
  /**
   * The refresh token that succeeds another, and its access token's id: an HMAC of the spent
   * token under a key derived from the signing key, so every instance derives the same
   * successor and none is stored readable (docs/architecture.md, "Sessions").
   */
  successorOf(refreshToken: string): { refreshToken: string; tokenId: string };
  /**
   * The token that lets a password sign-in go on to its second step (REQ-MFA-3): bound to the
   * user, the client and the password that signed in (`binding`), 5 minutes long, signed with
   * a key of its own and for its own audience, so it never passes as an access token.
   */
  signMfa(claims: MfaTokenClaims, now: Date): Promise<string>;
  /** null when malformed, forged, expired or not an mfa token */
  verifyMfa(token: string, now: Date): Promise<MfaTokenClaims | null>;
  accessTokenTtl: number;
}

export interface MfaTokenClaims {
  userId: number;
  /** the client (`clients.id`) the password step was made with */
  clientId: number;
  /** the password step asked for the back-office (`forAdmin`) */
  forAdmin: boolean;
  /** a digest of the password hash that signed in: a password set since ends the token */
  binding: string;
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
  // A key of its own for successors (HKDF), so no HMAC computed here is ever a JWT signature.
  const successorKey = Buffer.from(
    crypto.hkdfSync('sha256', rawKey, Buffer.alloc(0), 'backoffice refresh-token successor', 32),
  );
  // and one for the second step of a sign-in: an mfa token cannot verify as an access token
  // even through a mistake in the audience check (REQ-MFA-3)
  const mfaKey = crypto.createSecretKey(
    Buffer.from(crypto.hkdfSync('sha256', rawKey, Buffer.alloc(0), 'backoffice mfa token', 32)),
  );
  const hmac = (label: string, value: string) =>
    crypto.createHmac('sha256', successorKey).update(label).update('\0').update(value).digest();
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
    successorOf(refreshToken) {
      return {
        refreshToken: hmac('refresh', refreshToken).toString('base64url'),
        tokenId: hmac('jti', refreshToken).toString('base64url'),
      };
    },
    async sign(userId, now, sessionId, tokenId = crypto.randomUUID()) {
      const iat = Math.floor(now.getTime() / 1000);
      // `iam` keeps the issue time in milliseconds, to compare with a revocation precisely.
      return new SignJWT({ iam: now.getTime(), sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + accessTokenTtl)
        .setJti(tokenId)
        .sign(key);
    },
    async signMfa(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ cid: claims.clientId, adm: claims.forAdmin, pwb: claims.binding })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(MFA_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + MFA_TOKEN_TTL_SECONDS)
        .setJti(crypto.randomUUID())
        .sign(mfaKey);
    },
    async verifyMfa(token, now) {
      try {
        const { payload } = await jwtVerify(token, mfaKey, {
          issuer: ISSUER,
          audience: MFA_AUDIENCE,
          algorithms: ['HS256'],
          currentDate: now,
        });
        const userId = Number(payload.sub);
        const { cid, adm, pwb } = payload;
        if (!Number.isInteger(userId) || !Number.isInteger(cid) || typeof adm !== 'boolean')
          return null;
        if (typeof pwb !== 'string') return null;
        return { userId, clientId: cid as number, forAdmin: adm, binding: pwb };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
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
        const sessionId =
          typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : undefined;
        // a token from before sessions were carried is refused: the client refreshes it
        if (!Number.isInteger(userId) || issuedAtMs === undefined || !sessionId || !payload.exp)
          return null;
        const claims = { userId, issuedAt: new Date(issuedAtMs), sessionId };
        remember(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
