import crypto from 'node:crypto';
import type { Language } from '@backoffice/contract';
import type {
  MfaGrant,
  PasskeyOptions,
  TokenGrantResponse,
  TokenResponse,
} from '@backoffice/contract/auth';
import type { EmailTemplateType } from '@backoffice/contract/email-templates';
import { EMAIL_PATTERN } from '@backoffice/contract/users';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { AppError, badRequest } from '../../core/errors.js';
import { recordAudit } from '../../core/audit.js';
import { maintenanceModeError } from '../../core/maintenance.js';
import {
  hashPassword,
  randomToken,
  sha256,
  verifyAgainstDummy,
  verifyPassword,
} from '../../core/auth/passwords.js';
import { passwordProblem } from '../../core/auth/password-rules.js';
import * as repo from './repository.js';
import {
  KNOWN_SOURCE_MS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_SOURCE,
  MAX_FAILURES_PER_IP,
  THROTTLE_WINDOW_MS,
  throttleSource,
  type AuthDeps,
  type ClientInfo,
} from './sign-in-rules.js';
import * as mfa from './mfa.js';
import * as passkeys from './passkeys.js';
import type { Device } from '../../core/auth/device.js';
import * as sessions from './sessions.js';
import { mailNewSignIn, mailPasswordChanged } from './security-mail.js';
import { recordStepUp } from '../../core/auth/step-up.js';
import { enrolmentState } from '../../core/auth/mfa-policy.js';
import * as emailTemplates from '../email-templates/service.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Password-link requests: per email and per client IP within the window. */
export const RESET_WINDOW_MS = 15 * 60_000;
export const MAX_RESETS_PER_EMAIL = 3;
export const MAX_RESETS_PER_IP = 10;
/** How long a just-rotated refresh token may be presented again (see refreshGrant). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

const invalidGrant = () => badRequest('AUTH', 'INVALID_GRANT', 'Email or password is not valid');
const tooManyTries = () =>
  AppError.of(
    429,
    'AUTH',
    'TOO_MANY_TRIES',
    'Too many failed sign-ins for this account; wait 1 minute and try again',
  );

/** One normal form for an email, so case and whitespace tricks hit the same throttle key. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** The contract's e-mail check, within the 254 characters an address may have (RFC 5321). */
function looksLikeEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

async function assertClient(deps: AuthDeps, clientId: string, clientSecret: string) {
  const client = await repo.findClient(deps.db, clientId);
  if (!client || !(await verifyPassword(client.clientSecretHash, clientSecret))) {
    throw badRequest('AUTH', 'CLIENT_NOT_EXISTS', 'Unknown client or wrong client secret');
  }
  return client;
}

/**
 * A new session: its first refresh token, an access token that names it, and its record
 * (device, IP, REQ-SESS-1). `newDevice`: the device, when the account had not been signed in
 * from it before (the caller mails the notice after the commit, REQ-SESS-4). A sign-in
 * completed with the second factor counts as the session's first step-up check (REQ-STEP-2).
 */
async function issueTokens(
  deps: AuthDeps,
  db: DbOrTx,
  userId: number,
  clientId: number,
  from: ClientInfo,
  secondFactorChecked = false,
): Promise<{ tokens: TokenResponse; newDevice: Device | null }> {
  const now = deps.clock.now();
  const familyId = crypto.randomUUID();
  const refreshToken = randomToken();
  await repo.insertRefreshToken(db, {
    userId,
    clientId,
    tokenHash: sha256(refreshToken),
    familyId,
    expiresAt: new Date(now.getTime() + deps.refreshTokenTtl * 1000),
  });
  const newDevice = await sessions.openSession(db, { familyId, userId, at: now }, from);
  if (secondFactorChecked) await recordStepUp(db, { sessionId: familyId, userId }, now);
  return {
    tokens: {
      accessToken: await deps.signer.sign(userId, now, familyId),
      refreshToken,
      expiresIn: deps.signer.accessTokenTtl,
    },
    newDevice,
  };
}

/** The new-device notice of a sign-in that committed (REQ-SESS-4); not awaited by sign-in. */
function noticeNewDevice(
  deps: AuthDeps,
  user: { email: string; firstName: string; lastName: string },
  newDevice: Device | null,
  from: ClientInfo,
  language: Language,
) {
  if (!newDevice) return;
  void mailNewSignIn(
    deps,
    user,
    { device: newDevice, ip: from.ip, at: deps.clock.now() },
    language,
  );
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
  from: ClientInfo,
  language: Language,
): Promise<TokenGrantResponse> {
  const client = await assertClient(deps, input.clientId, input.clientSecret);
  const email = normalizeEmail(input.email);
  const now = deps.clock.now();
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const source = throttleSource(from.ip);
  const sourceKey = `account-ip:${source} ${email}`;
  const accountKey = `account:${email}`;
  const ipKey = `ip:${source}`;
  // The attempt is recorded before it is judged, and the count includes it: a burst of
  // concurrent tries (on this or any other instance) sees every claim made so far, so it gets
  // no more password checks than the same tries made one after another.
  const claims = await repo.claimAttempts(deps.db, [sourceKey, accountKey, ipKey], now);
  const counts = await repo.countRecentAttempts(deps.db, [sourceKey, accountKey, ipKey], since);
  const fromSource = counts.get(sourceKey) ?? 0;
  const forAccount = counts.get(accountKey) ?? 0;
  if (
    fromSource > MAX_FAILURES_PER_ACCOUNT_AND_SOURCE ||
    (counts.get(ipKey) ?? 0) > MAX_FAILURES_PER_IP ||
    // Over the account ceiling, a source that signed this account in lately is still let
    // through (its own limit of 5 holds): guessers spread over many addresses could otherwise
    // lock the owner out. Asked only when the ceiling is reached.
    (forAccount > MAX_FAILURES_PER_ACCOUNT &&
      !(await signedInFrom(deps.db, email, source, new Date(now.getTime() - KNOWN_SOURCE_MS))))
  ) {
    // a refused try is not a failure: it checked nothing (nor is it audited: the lockout was)
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
    await deps.db.transaction(async (tx) => {
      // For no such account, the typed value is kept only when it is an address: a password
      // typed into the e-mail field must not end up in the audit log (and its exports).
      const typed = user ? user.email : looksLikeEmail(email) ? email : null;
      const actor = { id: user?.id ?? null, email: typed, ...from };
      const entityId = user?.id ?? null;
      await recordAudit(tx, actor, {
        action: 'user.sign-in-failed',
        entityType: 'user',
        entityId,
        ...(typed === null ? { after: { typed: 'not-an-email' } } : {}),
      });
      // the try that reaches a limit locks the account out: recorded once, not every refusal
      const scope =
        fromSource === MAX_FAILURES_PER_ACCOUNT_AND_SOURCE
          ? 'source'
          : forAccount === MAX_FAILURES_PER_ACCOUNT
            ? 'account'
            : null;
      if (scope) {
        await recordAudit(tx, actor, {
          action: 'user.lockout',
          entityType: 'user',
          entityId,
          after: { scope, minutes: THROTTLE_WINDOW_MS / 60_000 },
        });
      }
      await repo.pruneAttempts(tx, new Date(now.getTime() - 3600_000));
    });
    throw invalidGrant();
  }
  // a success is no failure: this source's count starts again, and the try's claims on the
  // account-wide and IP counts are withdrawn (others' failures stay: they are another source's)
  await repo.clearFailures(deps.db, sourceKey);
  await repo.withdrawAttempts(deps.db, claims.slice(1));
  if (!user.isAdmin) {
    // Sign-in stays open in maintenance for administrators only (REQ-MAINT-3); anyone else is told
    // the platform is in maintenance, with its title and message, rather than "not an admin".
    const maintenance = await maintenanceModeError(deps.db, language);
    if (maintenance) throw maintenance;
  }
  if (input.forAdmin && !user.isAdmin) {
    throw AppError.of(403, 'AUTH', 'USER_IS_NOT_ADMIN', 'User is not an admin');
  }
  // with a second factor, no tokens yet: the mfa grant completes the sign-in (REQ-MFA-3)
  const factors = user.passwordHash ? await mfa.availableFactors(deps.db, user.id) : [];
  if (user.passwordHash && factors.length > 0) {
    return mfa.mfaChallenge(
      deps,
      { id: user.id, passwordHash: user.passwordHash },
      client.id,
      input.forAdmin,
      factors,
    );
  }
  const issued = await deps.db.transaction(async (tx) => {
    const issued = await issueTokens(deps, tx, user.id, client.id, from);
    // the second-factor policy's grace period starts at the latest now (REQ-MFA-POL-2)
    await enrolmentState(tx, user, now);
    await recordAudit(
      tx,
      { id: user.id, email: user.email, ...from },
      { action: 'user.sign-in', entityType: 'user', entityId: user.id },
    );
    return issued;
  });
  noticeNewDevice(deps, user, issued.newDevice, from, language);
  return issued.tokens;
}

/**
 * The second step of a sign-in (REQ-MFA-3): the password step's `mfaToken` (its own key and
 * audience, 5 minutes, bound to the user, the client and the password) and a code or a
 * recovery code, checked under the code throttle (`mfa.withSecondFactor`). The sign-in is
 * recorded, with the factor, in the transaction that spent the code.
 */
const mfaTokenNotValid = () =>
  badRequest('AUTH', 'MFA_TOKEN_NOT_VALID', 'The sign-in has expired; start again', 'mfaToken');

/**
 * The user an `mfaToken` is for, while it still holds: unexpired, for an active account whose
 * password is still the one that signed in, and that still has a second factor.
 */
async function mfaTokenUser(deps: AuthDeps, mfaToken: string) {
  const claims = await deps.signer.verifyMfa(mfaToken, deps.clock.now());
  if (!claims) throw mfaTokenNotValid();
  const user = await repo.findUserById(deps.db, claims.userId);
  if (
    !user?.active ||
    !user.passwordHash ||
    !mfa.sameBinding(mfa.passwordBinding(user.passwordHash), claims.binding) ||
    (await mfa.availableFactors(deps.db, user.id)).length === 0
  ) {
    throw mfaTokenNotValid();
  }
  return { claims, user };
}

/**
 * A passkey challenge for the second step of a sign-in (REQ-MFA-7): for the `mfaToken`'s user
 * only, stored to be answered once through the mfa grant.
 */
export async function passkeySignInOptions(
  deps: AuthDeps,
  mfaToken: string,
): Promise<PasskeyOptions> {
  const { user } = await mfaTokenUser(deps, mfaToken);
  const options = await passkeys.authenticationOptions(deps, user.id, 'sign-in');
  if (!options) throw passkeys.noPasskey();
  return options;
}

export async function mfaGrant(
  deps: AuthDeps,
  input: MfaGrant,
  from: ClientInfo,
  language: Language,
): Promise<TokenResponse> {
  const client = await assertClient(deps, input.clientId, input.clientSecret);
  const { claims, user } = await mfaTokenUser(deps, input.mfaToken);
  if (claims.clientId !== client.id) throw mfaTokenNotValid();
  // the password step's checks again: maintenance may have begun, the flag may have changed
  if (!user.isAdmin) {
    const maintenance = await maintenanceModeError(deps.db, language);
    if (maintenance) throw maintenance;
  }
  if (claims.forAdmin && !user.isAdmin) {
    throw AppError.of(403, 'AUTH', 'USER_IS_NOT_ADMIN', 'User is not an admin');
  }
  const account = { id: user.id, email: user.email };
  const issued = await mfa.withSecondFactor(
    deps,
    account,
    input,
    from,
    async (tx, factor) => {
      const issued = await issueTokens(deps, tx, user.id, client.id, from, true);
      const actor = { ...account, ...from };
      if (factor === 'recovery') {
        await recordAudit(tx, actor, {
          action: 'user.recovery-code-used',
          entityType: 'user',
          entityId: user.id,
        });
      }
      await recordAudit(tx, actor, {
        action: 'user.sign-in',
        entityType: 'user',
        entityId: user.id,
        after: { secondFactor: factor },
      });
      return issued;
    },
    'sign-in',
  );
  noticeNewDevice(deps, user, issued.newDevice, from, language);
  return issued.tokens;
}

/** Whether this account signed in successfully from this source (see throttleSource) since then. */
async function signedInFrom(db: Db, email: string, source: string, since: Date) {
  const addresses = await repo.signInAddresses(db, email, since);
  return addresses.some((ip) => throttleSource(ip) === source);
}

/**
 * Rotates a refresh token. Its successor is derived, not drawn (`TokenSigner.successorOf`):
 * the first use marks the token spent, and every use within the grace window (a reload that
 * lost the answer, 20 tabs refreshing at once) answers the same successor pair again, so the
 * session never forks. A spent token presented after the grace window was copied: the whole
 * session ends.
 */
export async function refreshGrant(
  deps: AuthDeps,
  input: { refreshToken: string; clientId: string; clientSecret: string },
  from: ClientInfo,
): Promise<TokenResponse> {
  const client = await assertClient(deps, input.clientId, input.clientSecret);
  const now = deps.clock.now();
  const stored = await repo.findRefreshToken(deps.db, sha256(input.refreshToken));
  if (!stored || stored.clientId !== client.id) throw invalidGrant();
  if (stored.revokedAt) throw invalidGrant();
  if (stored.expiresAt.getTime() <= now.getTime()) throw invalidGrant();
  const user = await repo.findUserById(deps.db, stored.userId);
  if (!user || !user.active) throw invalidGrant();
  // the first use's time, whoever made it (concurrent uses wait on the row and read it)
  const spentAt = await repo.spendRefreshToken(deps.db, stored.id, now);
  if (!spentAt) throw invalidGrant();
  if (now.getTime() - spentAt.getTime() > REFRESH_REUSE_GRACE_MS) {
    // A spent token came back: someone holds a copy. End the whole family.
    await repo.revokeFamily(deps.db, stored.familyId, now);
    throw invalidGrant();
  }
  const successor = deps.signer.successorOf(input.refreshToken);
  const live = await repo.insertSuccessor(deps.db, {
    userId: user.id,
    clientId: client.id,
    tokenHash: sha256(successor.refreshToken),
    familyId: stored.familyId,
    expiresAt: new Date(spentAt.getTime() + deps.refreshTokenTtl * 1000),
  });
  // signed out meanwhile: the successor must not bring the session back
  if (!live) throw invalidGrant();
  // the session's last use, once per access token's life (REQ-SESS-1)
  await sessions.touchSession(deps.db, stored.familyId, from.ip, spentAt);
  return {
    // issued at the first use's time with a derived id: the same token for every retry
    accessToken: await deps.signer.sign(user.id, spentAt, stored.familyId, successor.tokenId),
    refreshToken: successor.refreshToken,
    expiresIn: deps.signer.accessTokenTtl,
  };
}

/**
 * A mailed link from the caller's pattern: only on a configured origin (`config.linkOrigins`:
 * PUBLIC_URL, APP_ORIGINS), never one taken from the request, whose Host and X-Forwarded-Host
 * anyone can write; otherwise anyone could have us mail a valid token to a look-alike site.
 */
export function buildResetLink(
  pattern: string,
  token: string,
  linkOrigins: readonly string[],
  field = 'activationUrlPattern',
): string {
  const notAllowed = () =>
    badRequest(
      'AUTH',
      'LINK_ORIGIN_NOT_ALLOWED',
      `The link must point at this back-office (${linkOrigins.join(', ')}); the server's PUBLIC_URL or APP_ORIGINS lists its addresses`,
      field,
    );
  const url = parseUrl(pattern);
  if (!url) throw badRequest('AUTH', 'INVALID', 'The activation URL pattern is not a URL', field);
  if (!allowedOrigin(url, linkOrigins)) throw notAllowed();
  if (!pattern.includes(':resetPasswordToken')) {
    throw badRequest(
      'AUTH',
      'INVALID',
      'The pattern needs a :resetPasswordToken placeholder',
      field,
    );
  }
  const encoded = encodeURIComponent(token);
  const link = pattern.replace(':resetPasswordToken', encoded);
  // The link itself is checked too: filling the placeholder may change how it parses
  // (`https:resetPasswordToken@host/` loses its scheme and becomes a relative link, which a mail
  // client resolves against its own site), or put the token in the user name.
  const built = parseUrl(link);
  if (
    !built ||
    !allowedOrigin(built, linkOrigins) ||
    built.username !== '' ||
    built.password !== '' ||
    !`${built.pathname}${built.search}${built.hash}`.includes(encoded)
  ) {
    throw notAllowed();
  }
  return link;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function allowedOrigin(url: URL, linkOrigins: readonly string[]) {
  return ['http:', 'https:'].includes(url.protocol) && linkOrigins.includes(url.origin);
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
  const keys = [`reset:${email}`, `reset-ip:${throttleSource(ip)}`];
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
  // the mail says what the admins wrote in the type's template (REQ-EMAIL-4)
  const message = await emailTemplates.renderEmail(deps.db, template, language, user.email, {
    [template === 'reset-password' ? 'reset_link' : 'set_password_link']: url,
    first_name: user.firstName,
    last_name: user.lastName ?? '',
    email: user.email,
    valid_hours: String(Math.round(ttlMs / 3600_000)),
  });
  // Not awaited: a slow SMTP server must not reveal, by timing, that the account exists.
  deps.mailer
    // the token is the secret: every copy the product keeps shows the link as …/••••
    .send({ ...message, secrets: [token] })
    .catch((error: unknown) => deps.log(error, 'could not send the password email'));
}

const resetTokenNotValid = () =>
  badRequest('AUTH', 'RESET_TOKEN_NOT_VALID', 'The link is not valid', 'token');

async function usableResetToken(deps: Pick<AuthDeps, 'db' | 'clock'>, token: string) {
  const stored = await repo.findResetToken(deps.db, sha256(token));
  if (!stored || stored.usedAt) throw resetTokenNotValid();
  // a link never opens an inactive or deleted account: it answers as a made-up one
  const user = await repo.findUserById(deps.db, stored.userId);
  if (!user || !user.active) throw resetTokenNotValid();
  if (stored.expiresAt.getTime() <= deps.clock.now().getTime()) {
    throw badRequest('AUTH', 'TOKEN_EXPIRED', 'Activation token expired', 'token');
  }
  return stored;
}

/** Whether a password link is usable, and whose: an investor's account signs in elsewhere. */
export async function validateResetToken(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  token: string,
): Promise<{ investor: boolean }> {
  const stored = await usableResetToken(deps, token);
  const user = await repo.findUserById(deps.db, stored.userId);
  return { investor: user !== null && !user.isAdmin };
}

export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; newPassword: string; repeatPassword?: string | undefined },
  from: ClientInfo,
  language: Language,
): Promise<void> {
  const stored = await usableResetToken(deps, input.token);
  const problem = passwordProblem(input.newPassword);
  if (problem) throw badRequest('AUTH', problem.code, problem.message, 'newPassword');
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
  const user = await deps.db.transaction(async (tx) => {
    if (!(await repo.spendResetToken(tx, stored.id, stored.userId, now))) {
      throw resetTokenNotValid();
    }
    const user = await repo.findUserById(tx, stored.userId);
    if (!user || !user.active) throw resetTokenNotValid();
    await repo.setPassword(tx, user.id, passwordHash, now);
    await repo.revokeAllSessions(tx, user.id, now);
    await recordAudit(
      tx,
      { id: user.id, email: user.email, ...from },
      { action: 'user.password-reset', entityType: 'user', entityId: user.id },
    );
    return user;
  });
  // a change of a password the account had (REQ-SESS-5): a new account's first one is no news
  if (user.passwordHash) await mailPasswordChanged(deps, user, now, language);
}

/**
 * Ends every session of a user at once: refresh tokens revoked, access tokens refused. With
 * `keepSession`, the acting user's own session (changing their own e-mail) stays open.
 */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  at: Date,
  keepSession?: string,
): Promise<void> {
  await repo.revokeAllSessions(db, userId, at, keepSession);
}

/**
 * Spends every unused password link of a user: after an e-mail change (the link may sit in a
 * mailbox the account no longer names), a deactivation or a deletion, none may set a password.
 */
export async function spendPasswordLinks(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await repo.spendUserResetTokens(db, userId, at);
}

/**
 * Signs a session out: its refresh-token family is revoked, and with it the session's access
 * tokens (the auth hook checks the session on every request). Unknown tokens are ignored.
 */
export async function logout(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  refreshToken: string,
  from: ClientInfo,
): Promise<void> {
  const stored = await repo.findRefreshToken(deps.db, sha256(refreshToken));
  if (!stored) return;
  await deps.db.transaction(async (tx) => {
    if (!(await repo.revokeFamily(tx, stored.familyId, deps.clock.now()))) return;
    const user = await repo.findUserById(tx, stored.userId);
    await recordAudit(
      tx,
      { id: stored.userId, email: user?.email ?? null, ...from },
      { action: 'user.sign-out', entityType: 'user', entityId: stored.userId },
    );
  });
}
