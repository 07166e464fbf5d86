import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type {
  Passkey,
  PasskeyAssertion,
  PasskeyOptions,
  PasskeyRegistration,
} from '@backoffice/contract/auth';
import { recordAudit } from '../../core/audit.js';
import type { DbOrTx } from '../../core/db/database.js';
import { AppError, badRequest } from '../../core/errors.js';
import type { Language } from '@backoffice/contract';
import * as passkeyRepo from './passkey-repository.js';
import { mailSecondFactorChange } from './security-mail.js';
import type { ChallengePurpose } from './passkey-repository.js';
import type { AuthDeps, ClientInfo } from './sign-in-rules.js';

/**
 * Passkeys (WebAuthn) as a second factor (REQ-MFA-6 to REQ-MFA-9), with @simplewebauthn/server:
 * registered on the user's own page, asked for on the second step of a sign-in and before a
 * passkey is removed. Every challenge is stored in `webauthn_challenges` (any instance may
 * receive the answer) and taken by the answer that names it, so none is answered twice.
 */

/** How long a challenge may be answered: the browser's own timeout is the same. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Who the passkeys belong to (REQ-MFA-6): the host of the back-office's configured public
 * address (`config.linkOrigins`: PUBLIC_URL, then APP_ORIGINS; unset, the listening address),
 * never a request's Host, which anyone can write. Answers are accepted from every configured
 * origin on that host or below it (the browser allows nothing else for the id anyway).
 */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

export function relyingPartyOf(linkOrigins: readonly string[]): RelyingParty {
  const first = linkOrigins[0];
  if (!first) throw new Error('no configured origin for the WebAuthn relying party');
  const id = new URL(first).hostname;
  const origins = linkOrigins.filter((origin) => {
    const host = new URL(origin).hostname;
    return host === id || host.endsWith(`.${id}`);
  });
  return { id, name: 'Backoffice', origins };
}

export type PasskeyDeps = AuthDeps;

interface Account {
  id: number;
  email: string;
}

const registrationFailed = () =>
  badRequest(
    'AUTH',
    'PASSKEY_REGISTRATION_FAILED',
    'The passkey could not be verified; start again',
    'response',
  );
/** Asked for a passkey challenge without any passkey. */
export const noPasskey = () =>
  AppError.of(409, 'AUTH', 'PASSKEY_NOT_FOUND', 'This account has no passkey');
export const notFound = () => AppError.of(404, 'AUTH', 'PASSKEY_NOT_FOUND', 'No such passkey');

const expiry = (deps: AuthDeps) => new Date(deps.clock.now().getTime() + CHALLENGE_TTL_MS);

/** The challenge a browser signed, read from its client data; null when unreadable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const challenge = (parsed as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

const transportsOf = (stored: string[]) => stored as AuthenticatorTransport[];

export function toPasskey(row: {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listPasskeys(db: DbOrTx, userId: number): Promise<Passkey[]> {
  return (await passkeyRepo.listPasskeys(db, userId)).map(toPasskey);
}

/** Options to create a passkey (REQ-MFA-6); the user's passkeys are excluded. */
export async function registrationOptions(
  deps: PasskeyDeps,
  account: Account,
): Promise<PasskeyOptions> {
  const existing = await passkeyRepo.listPasskeys(deps.db, account.id);
  const options = await generateRegistrationOptions({
    rpName: deps.relyingParty.name,
    rpID: deps.relyingParty.id,
    userName: account.email,
    // the account's number, not its e-mail: the user handle is stored on the authenticator
    userID: isoUint8Array.fromUTF8String(String(account.id)),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row.transports),
    })),
    // a second factor after the password: possession is what counts, so a key without a PIN
    // or biometric still serves (docs/decisions/0018-passkeys-second-factor.md)
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await passkeyRepo.saveChallenge(
    deps.db,
    {
      userId: account.id,
      purpose: 'register',
      challenge: options.challenge,
      expiresAt: expiry(deps),
    },
    deps.clock.now(),
  );
  return options as unknown as PasskeyOptions;
}

/** Verifies the browser's new credential against a challenge issued to this user, once. */
export async function registerPasskey(
  deps: PasskeyDeps,
  account: Account,
  input: PasskeyRegistration,
  from: ClientInfo,
  language: Language,
): Promise<Passkey> {
  const challenge = challengeOf(input.response.response.clientDataJSON);
  const now = deps.clock.now();
  if (
    !challenge ||
    !(await passkeyRepo.takeChallenge(deps.db, account.id, 'register', challenge, now))
  )
    throw registrationFailed();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: deps.relyingParty.origins,
      expectedRPID: deps.relyingParty.id,
      requireUserVerification: false,
    });
  } catch {
    throw registrationFailed();
  }
  if (!verified.verified) throw registrationFailed();
  const { credential } = verified.registrationInfo;
  const added = await deps.db.transaction(async (tx) => {
    const inserted = await passkeyRepo.insertPasskey(tx, {
      userId: account.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? input.response.response.transports ?? [],
      name: input.name,
    });
    if (!inserted) {
      throw AppError.of(
        409,
        'AUTH',
        'PASSKEY_ALREADY_REGISTERED',
        'This passkey is already registered',
      );
    }
    await recordAudit(
      tx,
      { ...account, ...from },
      {
        action: 'user.passkey-registered',
        entityType: 'user',
        entityId: account.id,
        after: { name: input.name },
      },
    );
    const [row] = (await passkeyRepo.listPasskeys(tx, account.id)).filter(
      (passkey) => passkey.credentialId === credential.id,
    );
    if (!row) throw new Error('the passkey just inserted is missing');
    return toPasskey(row);
  });
  await mailSecondFactorChange(deps, {
    userId: account.id,
    change: 'added',
    factors: [{ kind: 'passkey', name: added.name }],
    byUserId: account.id,
    at: deps.clock.now(),
    language,
  });
  return added;
}

export async function renamePasskey(
  deps: PasskeyDeps,
  account: Account,
  id: number,
  name: string,
  from: ClientInfo,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await passkeyRepo.renamePasskey(tx, account.id, id, name);
    if (before === null) throw notFound();
    await recordAudit(
      tx,
      { ...account, ...from },
      {
        action: 'user.passkey-renamed',
        entityType: 'user',
        entityId: account.id,
        before: { name: before },
        after: { name },
      },
    );
  });
}

/**
 * Options to answer with one of the user's passkeys: for the second step of a sign-in
 * (`sign-in`) or a fresh check on their own page (`check`). null when they have none.
 */
export async function authenticationOptions(
  deps: PasskeyDeps,
  userId: number,
  purpose: Exclude<ChallengePurpose, 'register'>,
): Promise<PasskeyOptions | null> {
  const passkeys = await passkeyRepo.listPasskeys(deps.db, userId);
  if (passkeys.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: deps.relyingParty.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row.transports),
    })),
  });
  await passkeyRepo.saveChallenge(
    deps.db,
    { userId, purpose, challenge: options.challenge, expiresAt: expiry(deps) },
    deps.clock.now(),
  );
  return options as unknown as PasskeyOptions;
}

/**
 * Checks a passkey's answer inside the caller's transaction (REQ-MFA-7, REQ-MFA-8): the
 * challenge it signed was issued to this user for this purpose and is taken now (a replay
 * finds it gone), the credential is this user's, the signature verifies with its stored key,
 * and the counter grew (unless the authenticator keeps none). false when any of that fails.
 */
export async function spendPasskey(
  deps: PasskeyDeps,
  tx: DbOrTx,
  userId: number,
  assertion: PasskeyAssertion,
  purpose: Exclude<ChallengePurpose, 'register'>,
): Promise<boolean> {
  const now = deps.clock.now();
  const challenge = challengeOf(assertion.response.clientDataJSON);
  if (!challenge || !(await passkeyRepo.takeChallenge(tx, userId, purpose, challenge, now)))
    return false;
  const stored = await passkeyRepo.findPasskeyByCredentialId(tx, assertion.id);
  if (!stored || stored.userId !== userId) return false;
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: challenge,
      expectedOrigin: deps.relyingParty.origins,
      expectedRPID: deps.relyingParty.id,
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: transportsOf(stored.transports),
      },
      requireUserVerification: false,
    });
    if (!result.verified) return false;
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    // a malformed answer, a bad signature, a counter that did not grow
    return false;
  }
  await passkeyRepo.usePasskey(tx, stored.id, newCounter, now);
  return true;
}

/** Whether the user has any passkey: with one, the sign-in has a second step (REQ-MFA-7). */
export const hasPasskeys = passkeyRepo.hasPasskeys;

/** Whether the passkey is the user's own (before a fresh check is asked for). */
export async function ownPasskeyExists(db: DbOrTx, userId: number, id: number) {
  return Boolean(await passkeyRepo.findOwnPasskey(db, userId, id));
}

/** Removes the user's own passkey in the transaction a fresh check allowed (REQ-MFA-8). */
export async function deleteOwnPasskey(
  tx: DbOrTx,
  account: Account,
  id: number,
  factor: string,
  from: ClientInfo,
): Promise<string> {
  const name = await passkeyRepo.deletePasskey(tx, account.id, id);
  if (name === null) throw notFound();
  await recordAudit(
    tx,
    { ...account, ...from },
    {
      action: 'user.passkey-removed',
      entityType: 'user',
      entityId: account.id,
      before: { name },
      after: { factor },
    },
  );
  return name;
}
