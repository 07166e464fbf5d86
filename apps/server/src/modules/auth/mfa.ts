import crypto from 'node:crypto';
import type {
  MfaRequiredResponse,
  RecoveryCodesResponse,
  SecondFactor,
  SecondFactorCode,
  TotpEnrolment,
  TwoStepStatus,
} from '@backoffice/contract/auth';
import type { Language } from '@backoffice/contract';
import { recordAudit } from '../../core/audit.js';
import type { DbOrTx } from '../../core/db/database.js';
import { AppError, badRequest } from '../../core/errors.js';
import { sha256 } from '../../core/auth/passwords.js';
import { enrolmentState } from '../../core/auth/mfa-policy.js';
import * as repo from './repository.js';
import * as passkeys from './passkeys.js';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_SOURCE,
  THROTTLE_WINDOW_MS,
  throttleSource,
  type AuthDeps,
  type ClientInfo,
} from './sign-in-rules.js';
import { mailSecondFactorChange } from './security-mail.js';
import {
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  qrCodeDataUrl,
  totpUri,
} from './totp.js';

/**
 * The second factor (docs/architecture.md, "Second factor"; REQ-MFA-1 to REQ-MFA-5): TOTP
 * enrolment on the user's own page, the recovery codes, and the check of a code, shared by
 * the `mfa` grant and the user's own changes.
 */
export type MfaDeps = AuthDeps;

/**
 * Which challenge a passkey's answer must name: one from the sign-in's options, or one from
 * the user's own page (a fresh check before a change).
 */
type PasskeyPurpose = 'sign-in' | 'check';

/** Who is acting: the user themself (their own page, or the second step of their sign-in). */
export interface Account {
  id: number;
  email: string;
}

/** The name authenticator apps list the account under. */
const ISSUER = 'Backoffice';

const codeNotValid = (field: string) =>
  field === 'passkey'
    ? badRequest('AUTH', 'PASSKEY_NOT_VALID', 'The passkey could not be verified', field)
    : badRequest(
        'AUTH',
        field === 'recoveryCode' ? 'MFA_RECOVERY_CODE_NOT_VALID' : 'MFA_CODE_NOT_VALID',
        field === 'recoveryCode'
          ? 'The recovery code is not valid or already used'
          : 'The code is not valid',
        field,
      );
const tooManyCodes = () =>
  AppError.of(429, 'AUTH', 'MFA_TOO_MANY_TRIES', 'Too many wrong codes; wait 1 minute');
const notEnabled = () =>
  AppError.of(409, 'AUTH', 'MFA_NOT_ENABLED', 'Two-step sign-in is not on for this account');

/** A digest of the password hash an mfa token is bound to (REQ-MFA-3). */
export function passwordBinding(passwordHash: string): string {
  return sha256(passwordHash).slice(0, 32);
}

/** The factors an account can complete a sign-in with; empty without a second factor. */
export async function availableFactors(db: DbOrTx, userId: number): Promise<SecondFactor[]> {
  const [totp, withPasskeys] = await Promise.all([
    repo.totpEnabled(db, userId),
    passkeys.hasPasskeys(db, userId),
  ]);
  return [
    ...(totp ? (['totp', 'recovery'] as const) : []),
    ...(withPasskeys ? (['passkey'] as const) : []),
  ];
}

/** The password step's answer for an account with a second factor (REQ-MFA-3, REQ-MFA-7). */
export async function mfaChallenge(
  deps: MfaDeps,
  user: { id: number; passwordHash: string },
  clientId: number,
  forAdmin: boolean,
  factors: SecondFactor[],
): Promise<MfaRequiredResponse> {
  const mfaToken = await deps.signer.signMfa(
    { userId: user.id, clientId, forAdmin, binding: passwordBinding(user.passwordHash) },
    deps.clock.now(),
  );
  return { mfaRequired: true, mfaToken, factors };
}

/** Which factor the input offers; neither is a 400 before anything is counted. */
export function offeredFactor(input: SecondFactorCode): SecondFactor {
  if (input.passkey) return 'passkey';
  if (input.code?.trim()) return 'totp';
  if (input.recoveryCode?.trim()) return 'recovery';
  throw badRequest('AUTH', 'MFA_CODE_REQUIRED', 'A code or a recovery code is required', 'code');
}

/**
 * Spends the offered factor inside the caller's transaction: the code's step (refused when
 * that step, or a later one, was already accepted) or the recovery code. false when wrong.
 */
async function spendFactor(
  deps: MfaDeps,
  tx: DbOrTx,
  userId: number,
  input: SecondFactorCode,
  factor: SecondFactor,
  purpose: PasskeyPurpose,
): Promise<boolean> {
  const now = deps.clock.now();
  if (factor === 'passkey') {
    return input.passkey ? passkeys.spendPasskey(deps, tx, userId, input.passkey, purpose) : false;
  }
  if (factor === 'recovery') {
    const hash = sha256(normalizeRecoveryCode(input.recoveryCode ?? ''));
    return repo.spendRecoveryCode(tx, userId, hash, now);
  }
  const row = await repo.findTotp(tx, userId, true);
  if (!row) return false;
  const step = matchingStep(deps.secrets.decrypt(row.secretEncrypted), input.code ?? '', now);
  if (step === null) return false;
  return repo.useTotpStep(tx, userId, step);
}

/**
 * Checks a code under the sign-in throttle (REQ-SEC-11, REQ-MFA-4): wrong codes count in
 * `login_attempts` per account and source (5 a minute) and per account (50), claimed before
 * they are judged as the password's are. On a right code, `then` runs in the transaction that
 * spent it, so a code is spent only with the write it allowed.
 */
export async function withSecondFactor<T>(
  deps: MfaDeps,
  account: Account,
  input: SecondFactorCode,
  from: ClientInfo,
  then: (tx: DbOrTx, factor: SecondFactor) => Promise<T>,
  passkeyPurpose: PasskeyPurpose = 'check',
): Promise<T> {
  const factor = offeredFactor(input);
  return underCodeThrottle(deps, account, from, {
    factor,
    check: (tx) => spendFactor(deps, tx, account.id, input, factor, passkeyPurpose),
    then: (tx) => then(tx, factor),
    wrong: () =>
      codeNotValid(
        factor === 'recovery' ? 'recoveryCode' : factor === 'passkey' ? 'passkey' : 'code',
      ),
  });
}

/**
 * The code throttle itself, for any secret the user proves again (a code, a recovery code, the
 * step-up's password): one set of counters, so no way of proving is a way around another's.
 */
export async function underCodeThrottle<T>(
  deps: MfaDeps,
  account: Account,
  from: ClientInfo,
  attempt: {
    /** what the audit entry of a failure names */
    factor: string;
    /** true when right, in the transaction `then` runs in */
    check: (tx: DbOrTx) => Promise<boolean>;
    then: (tx: DbOrTx) => Promise<T>;
    wrong: () => AppError;
  },
): Promise<T> {
  const { factor } = attempt;
  const now = deps.clock.now();
  const source = throttleSource(from.ip);
  const sourceKey = `mfa-account-ip:${source} ${account.id}`;
  const accountKey = `mfa-account:${account.id}`;
  const claims = await repo.claimAttempts(deps.db, [sourceKey, accountKey], now);
  const counts = await repo.countRecentAttempts(
    deps.db,
    [sourceKey, accountKey],
    new Date(now.getTime() - THROTTLE_WINDOW_MS),
  );
  const fromSource = counts.get(sourceKey) ?? 0;
  const forAccount = counts.get(accountKey) ?? 0;
  if (fromSource > MAX_FAILURES_PER_ACCOUNT_AND_SOURCE || forAccount > MAX_FAILURES_PER_ACCOUNT) {
    await repo.withdrawAttempts(deps.db, claims);
    throw tooManyCodes();
  }
  const done = await deps.db.transaction(async (tx) => {
    if (!(await attempt.check(tx))) return { ok: false as const };
    return { ok: true as const, value: await attempt.then(tx) };
  });
  if (done.ok) {
    await repo.clearFailures(deps.db, sourceKey);
    await repo.withdrawAttempts(deps.db, claims.slice(1));
    return done.value;
  }
  await deps.db.transaction(async (tx) => {
    const actor = { id: account.id, email: account.email, ...from };
    await recordAudit(tx, actor, {
      action: 'user.mfa-failed',
      entityType: 'user',
      entityId: account.id,
      after: { factor },
    });
    if (fromSource === MAX_FAILURES_PER_ACCOUNT_AND_SOURCE) {
      await recordAudit(tx, actor, {
        action: 'user.mfa-lockout',
        entityType: 'user',
        entityId: account.id,
        after: { scope: 'source', minutes: THROTTLE_WINDOW_MS / 60_000 },
      });
    }
  });
  throw attempt.wrong();
}

/** The factor's state, and the policy's demand on this user (REQ-MFA-POL-2). */
export async function twoStepStatus(
  db: DbOrTx,
  user: { id: number; isAdmin: boolean; isSuperAdmin: boolean },
  now: Date,
): Promise<TwoStepStatus> {
  const factors = await availableFactors(db, user.id);
  const enabled = factors.includes('totp');
  const policy = await enrolmentState(db, user, now);
  return {
    totpEnabled: enabled,
    recoveryCodesLeft: enabled ? await repo.unusedRecoveryCodes(db, user.id) : 0,
    enrolmentRequired: policy.required,
    enrolmentDueAt: policy.dueAt?.toISOString() ?? null,
    factors,
  };
}

/**
 * Enrolment's first step (REQ-MFA-1): a new secret, pending until a code confirms it, stored
 * encrypted. The only answer that ever carries the secret; nothing logs it.
 */
export async function startTotpEnrolment(
  deps: MfaDeps,
  account: Account,
  from: ClientInfo,
): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const saved = await deps.db.transaction(async (tx) => {
    if (!(await repo.savePendingTotp(tx, account.id, deps.secrets.encrypt(secret)))) return false;
    await recordAudit(
      tx,
      { id: account.id, email: account.email, ...from },
      { action: 'user.totp-enrolment', entityType: 'user', entityId: account.id },
    );
    return true;
  });
  if (!saved) {
    throw AppError.of(409, 'AUTH', 'MFA_ALREADY_ENABLED', 'Two-step sign-in is already on');
  }
  const otpauthUri = totpUri(secret, account.email, ISSUER);
  return { otpauthUri, secret, qrCode: await qrCodeDataUrl(otpauthUri) };
}

/** New recovery codes: answered once, stored as SHA-256 hashes (REQ-MFA-2). */
async function issueRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(
    tx,
    userId,
    codes.map((code) => sha256(normalizeRecoveryCode(code))),
  );
  return codes;
}

/** Enrolment's second step: the first code turns the factor on and brings the recovery codes. */
export async function confirmTotpEnrolment(
  deps: MfaDeps,
  account: Account,
  input: { code?: string | undefined },
  from: ClientInfo,
  language: Language,
): Promise<RecoveryCodesResponse> {
  const pending = await repo.findTotp(deps.db, account.id);
  if (!pending) {
    throw AppError.of(409, 'AUTH', 'MFA_ENROLMENT_NOT_STARTED', 'Start the enrolment first');
  }
  if (pending.enabledAt) {
    throw AppError.of(409, 'AUTH', 'MFA_ALREADY_ENABLED', 'Two-step sign-in is already on');
  }
  // only the app's code confirms an enrolment: recovery codes do not exist yet
  const answer = await withSecondFactor(deps, account, { code: input.code }, from, async (tx) => {
    await repo.enableTotp(tx, account.id, deps.clock.now());
    const recoveryCodes = await issueRecoveryCodes(tx, account.id);
    await recordAudit(
      tx,
      { id: account.id, email: account.email, ...from },
      { action: 'user.totp-enabled', entityType: 'user', entityId: account.id },
    );
    return { recoveryCodes };
  });
  await mailSecondFactorChange(deps, {
    userId: account.id,
    change: 'added',
    factors: [{ kind: 'totp' }],
    byUserId: account.id,
    at: deps.clock.now(),
    language,
  });
  return answer;
}

export async function regenerateRecoveryCodes(
  deps: MfaDeps,
  account: Account,
  input: SecondFactorCode,
  from: ClientInfo,
): Promise<RecoveryCodesResponse> {
  if (!(await repo.totpEnabled(deps.db, account.id))) throw notEnabled();
  return withSecondFactor(deps, account, input, from, async (tx, factor) => {
    const recoveryCodes = await issueRecoveryCodes(tx, account.id);
    await recordAudit(
      tx,
      { id: account.id, email: account.email, ...from },
      {
        action: 'user.recovery-codes',
        entityType: 'user',
        entityId: account.id,
        after: { factor },
      },
    );
    return { recoveryCodes };
  });
}

export async function disableTotp(
  deps: MfaDeps,
  account: Account,
  input: SecondFactorCode,
  from: ClientInfo,
  language: Language,
): Promise<void> {
  if (!(await repo.totpEnabled(deps.db, account.id))) throw notEnabled();
  await withSecondFactor(deps, account, input, from, async (tx, factor) => {
    await repo.deleteTotp(tx, account.id);
    await recordAudit(
      tx,
      { id: account.id, email: account.email, ...from },
      { action: 'user.totp-disabled', entityType: 'user', entityId: account.id, after: { factor } },
    );
  });
  await mailSecondFactorChange(deps, {
    userId: account.id,
    change: 'removed',
    factors: [{ kind: 'totp' }, { kind: 'recovery-codes' }],
    byUserId: account.id,
    at: deps.clock.now(),
    language,
  });
}

/**
 * Removes one of the user's own passkeys after a fresh check (REQ-MFA-8): a code, a recovery
 * code or a passkey (this one included), under the code throttle, in the transaction that
 * spent it.
 */
export async function removePasskey(
  deps: MfaDeps,
  account: Account,
  id: number,
  input: SecondFactorCode,
  from: ClientInfo,
  language: Language,
): Promise<void> {
  if (!(await passkeys.ownPasskeyExists(deps.db, account.id, id))) throw passkeys.notFound();
  const name = await withSecondFactor(deps, account, input, from, (tx, factor) =>
    passkeys.deleteOwnPasskey(tx, account, id, factor, from),
  );
  await mailSecondFactorChange(deps, {
    userId: account.id,
    change: 'removed',
    factors: [{ kind: 'passkey', name }],
    byUserId: account.id,
    at: deps.clock.now(),
    language,
  });
}

/** Constant-time comparison of two short strings (the password binding). */
export function sameBinding(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
