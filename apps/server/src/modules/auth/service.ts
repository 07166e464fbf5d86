import crypto from 'node:crypto';
import {
  passwordMeetsRules,
  type EmailTemplateType,
  type Language,
  type TokenResponse,
} from '@backoffice/contract';
import type { Clock } from '../../core/clock.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { AppError, badRequest } from '../../core/errors.js';
import { recordAudit } from '../../core/audit.js';
import { maintenanceModeError } from '../../core/maintenance.js';
import type { Mailer } from '../../core/mail/mailer.js';
import {
  hashPassword,
  randomToken,
  sha256,
  verifyAgainstDummy,
  verifyPassword,
} from '../../core/auth/passwords.js';
import type { TokenSigner } from '../../core/auth/tokens.js';
import * as repo from './repository.js';
import * as emailTemplates from '../email-templates/service.js';

export const THROTTLE_WINDOW_MS = 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Password-link requests: per email and per client IP within the window. */
export const RESET_WINDOW_MS = 15 * 60_000;
export const MAX_RESETS_PER_EMAIL = 3;
export const MAX_RESETS_PER_IP = 10;
/** How long a just-rotated refresh token may be presented again (see refreshGrant). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface AuthDeps {
  db: Db;
  signer: TokenSigner;
  clock: Clock;
  mailer: Mailer;
  refreshTokenTtl: number;
  log: (error: unknown, message: string) => void;
}

const invalidGrant = () => badRequest('AUTH', 'INVALID_GRANT', 'Email or password is not valid');
const tooManyTries = () =>
  AppError.of(429, 'AUTH', 'TOO_MANY_TRIES', 'Wait 1 minute until next try');

/** One normal form for an email, so case and whitespace tricks hit the same throttle key. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

async function assertClient(deps: AuthDeps, clientId: string, clientSecret: string) {
  const client = await repo.findClient(deps.db, clientId);
  if (!client || !(await verifyPassword(client.clientSecretHash, clientSecret))) {
    throw badRequest('AUTH', 'CLIENT_NOT_EXISTS', 'Unknown client or wrong client secret');
  }
  return client;
}

async function issueTokens(
  deps: AuthDeps,
  userId: number,
  clientId: number,
  familyId: string,
): Promise<TokenResponse> {
  const now = deps.clock.now();
  const refreshToken = randomToken();
  await repo.insertRefreshToken(deps.db, {
    userId,
    clientId,
    tokenHash: sha256(refreshToken),
    familyId,
    expiresAt: new Date(now.getTime() + deps.refreshTokenTtl * 1000),
  });
  return {
    accessToken: await deps.signer.sign(userId, now),
    refreshToken,
    expiresIn: deps.signer.accessTokenTtl,
  };
}

export async function passwordGrant(
  deps: AuthDeps,
  input: {
    email: string;
    password: string;
    clientId: string;
    clientSecret: string;
    forAdmin: boolean;
  },
  ip: string,
  language: Language,
): Promise<TokenResponse> {
  const client = await assertClient(deps, input.clientId, input.clientSecret);
  const email = normalizeEmail(input.email);
  const now = deps.clock.now();
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const accountKey = `account:${email}`;
  const ipKey = `ip:${ip}`;
  // The attempt is recorded before it is judged, and the count includes it: a burst of
  // concurrent tries (on this or any other instance) sees every claim made so far, so it gets
  // no more password checks than the same tries made one after another.
  const claims = await repo.claimAttempts(deps.db, [accountKey, ipKey], now);
  const [accountFailures, ipFailures] = await Promise.all([
    repo.countRecentFailures(deps.db, accountKey, since),
    repo.countRecentFailures(deps.db, ipKey, since),
  ]);
  if (accountFailures > MAX_FAILURES_PER_ACCOUNT || ipFailures > MAX_FAILURES_PER_IP) {
    // a refused try is not a failure: it checked nothing
    await repo.withdrawAttempts(deps.db, claims);
    throw tooManyTries();
  }

  const user = await repo.findActiveUserByEmail(deps.db, email);
  // Unknown email, no password yet, wrong password and inactive user: same work, same answer.
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk || !user.active) {
    // the claims stay as the failures
    await repo.pruneAttempts(deps.db, new Date(now.getTime() - 3600_000));
    throw invalidGrant();
  }
  // a success is no failure: the account's count starts again and the IP's claim is withdrawn
  await repo.clearFailures(deps.db, accountKey);
  await repo.withdrawAttempts(deps.db, claims.slice(1));
  if (!user.isAdmin) {
    // Sign-in stays open in maintenance for administrators only (`001 §4`); anyone else is told
    // the platform is in maintenance, with its title and message, rather than "not an admin".
    const maintenance = await maintenanceModeError(deps.db, language);
    if (maintenance) throw maintenance;
  }
  if (input.forAdmin && !user.isAdmin) {
    throw AppError.of(403, 'AUTH', 'USER_IS_NOT_ADMIN', 'User is not an admin');
  }
  return issueTokens(deps, user.id, client.id, crypto.randomUUID());
}

export async function refreshGrant(
  deps: AuthDeps,
  input: { refreshToken: string; clientId: string; clientSecret: string },
): Promise<TokenResponse> {
  const client = await assertClient(deps, input.clientId, input.clientSecret);
  const now = deps.clock.now();
  const stored = await repo.findRefreshToken(deps.db, sha256(input.refreshToken));
  if (!stored || stored.clientId !== client.id) throw invalidGrant();
  if (stored.revokedAt) throw invalidGrant();
  if (stored.expiresAt.getTime() <= now.getTime()) throw invalidGrant();
  const user = await repo.findUserById(deps.db, stored.userId);
  if (!user || !user.active) throw invalidGrant();
  if (stored.usedAt || !(await repo.spendRefreshToken(deps.db, stored.id, now))) {
    const usedAt = stored.usedAt ?? now;
    // A browser that reloads while its refresh is in flight never stores the answer and sends
    // the same token again moments later: within the grace window that is a retry, not theft.
    if (now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      // A spent token came back: someone holds a copy. End the whole family.
      await repo.revokeFamily(deps.db, stored.familyId, now);
      throw invalidGrant();
    }
  }
  return issueTokens(deps, user.id, client.id, stored.familyId);
}

/**
 * The link's origin must be one we serve (the caller's own origin or a configured one);
 * otherwise anyone could have us mail a valid token to a look-alike site.
 */
export function buildResetLink(pattern: string, token: string, allowedOrigins: string[]): string {
  let url: URL;
  try {
    url = new URL(pattern);
  } catch {
    throw badRequest(
      'AUTH',
      'INVALID',
      'The activation URL pattern is not a URL',
      'activationUrlPattern',
    );
  }
  if (!['http:', 'https:'].includes(url.protocol) || !allowedOrigins.includes(url.origin)) {
    throw badRequest(
      'AUTH',
      'INVALID',
      'The activation URL must point at this back-office',
      'activationUrlPattern',
    );
  }
  if (!pattern.includes(':resetPasswordToken')) {
    throw badRequest(
      'AUTH',
      'INVALID',
      'The pattern needs a :resetPasswordToken placeholder',
      'activationUrlPattern',
    );
  }
  return pattern.replace(':resetPasswordToken', encodeURIComponent(token));
}

/** Creates a reset token and mails the link; callers answer success whether or not the email exists. */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: { email: string; link: (token: string) => string; language: Language },
  ip: string,
): Promise<void> {
  const email = normalizeEmail(input.email);
  // Counted whether or not the account exists, so the limit reveals nothing about it and
  // nobody can flood a mailbox with links.
  const now = deps.clock.now();
  const since = new Date(now.getTime() - RESET_WINDOW_MS);
  const keys = [`reset:${email}`, `reset-ip:${ip}`];
  const [forEmail, forIp] = await Promise.all(
    keys.map((key) => repo.countRecentFailures(deps.db, key, since)),
  );
  if ((forEmail ?? 0) >= MAX_RESETS_PER_EMAIL || (forIp ?? 0) >= MAX_RESETS_PER_IP) {
    throw AppError.of(
      429,
      'AUTH',
      'TOO_MANY_RESET_REQUESTS',
      'Too many password links asked for; try again in 15 minutes',
    );
  }
  await repo.recordFailures(deps.db, keys, now, new Date(now.getTime() - 24 * 3600_000));
  const user = await repo.findActiveUserByEmail(deps.db, email);
  if (!user || !user.active) return;
  await sendPasswordLink(deps, user, input.link, input.language);
}

export async function sendPasswordLink(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'mailer' | 'log'>,
  user: { id: number; email: string; firstName: string; lastName?: string },
  link: (token: string) => string,
  language: Language,
  ttlMs = RESET_TOKEN_TTL_MS,
  template: EmailTemplateType = 'reset-password',
): Promise<void> {
  const token = randomToken();
  const url = link(token);
  await repo.insertResetToken(deps.db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(deps.clock.now().getTime() + ttlMs),
  });
  // the mail says what the admins wrote in the type's template (`001 §2 Email templates`)
  const message = await emailTemplates.renderEmail(deps.db, template, language, user.email, {
    [template === 'reset-password' ? 'reset_link' : 'set_password_link']: url,
    first_name: user.firstName,
    last_name: user.lastName ?? '',
    email: user.email,
    valid_hours: String(Math.round(ttlMs / 3600_000)),
  });
  // Not awaited: a slow SMTP server must not reveal, by timing, that the account exists.
  deps.mailer
    .send(message)
    .catch((error: unknown) => deps.log(error, 'could not send the password email'));
}

async function usableResetToken(deps: Pick<AuthDeps, 'db' | 'clock'>, token: string) {
  const stored = await repo.findResetToken(deps.db, sha256(token));
  if (!stored || stored.usedAt) {
    throw badRequest('AUTH', 'RESET_TOKEN_NOT_VALID', 'The link is not valid', 'token');
  }
  if (stored.expiresAt.getTime() <= deps.clock.now().getTime()) {
    throw badRequest('AUTH', 'TOKEN_EXPIRED', 'Activation token expired', 'token');
  }
  return stored;
}

export async function validateResetToken(deps: Pick<AuthDeps, 'db' | 'clock'>, token: string) {
  await usableResetToken(deps, token);
}

export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; newPassword: string; repeatPassword?: string | undefined },
  ip: string,
): Promise<void> {
  const stored = await usableResetToken(deps, input.token);
  if (!passwordMeetsRules(input.newPassword)) {
    throw badRequest(
      'AUTH',
      'PASSWORD_CONSTRAINTS_MISMATCH',
      'The password needs at least 8 characters, a capital letter and a digit',
      'newPassword',
    );
  }
  if (input.repeatPassword !== undefined && input.repeatPassword !== input.newPassword) {
    throw badRequest(
      'AUTH',
      'PASSWORD_NOT_SAME',
      'The passwords are not the same',
      'repeatPassword',
    );
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.spendResetToken(tx, stored.id, stored.userId, now))) {
      throw badRequest('AUTH', 'RESET_TOKEN_NOT_VALID', 'The link is not valid', 'token');
    }
    const user = await repo.findUserById(tx, stored.userId);
    if (!user) throw badRequest('AUTH', 'RESET_TOKEN_NOT_VALID', 'The link is not valid', 'token');
    await repo.setPassword(tx, user.id, passwordHash, now);
    await repo.revokeAllSessions(tx, user.id, now);
    await recordAudit(
      tx,
      { id: user.id, email: user.email, ip },
      { action: 'user.password-reset', entityType: 'user', entityId: user.id },
    );
  });
}

/** Ends every session of a user at once: refresh tokens revoked, access tokens refused. */
export async function revokeUserSessions(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await repo.revokeAllSessions(db, userId, at);
}

/** Signs a session out: its refresh-token family is revoked. Unknown tokens are ignored. */
export async function logout(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  refreshToken: string,
): Promise<void> {
  const stored = await repo.findRefreshToken(deps.db, sha256(refreshToken));
  if (stored) await repo.revokeFamily(deps.db, stored.familyId, deps.clock.now());
}
