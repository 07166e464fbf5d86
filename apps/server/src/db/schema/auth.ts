import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { identityId } from '../columns.js';

/** OAuth-style clients: the back-office itself is the seeded initial client. */
export const clients = pgTable(
  'clients',
  {
    id: identityId(),
    clientId: text('client_id').notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clients_client_id_unique').on(t.clientId)],
);

/** Opaque refresh tokens, stored only as a SHA-256 hash, rotated on use, revoked per family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Failed sign-ins, keyed `account:<email>` or `ip:<address>`, for throttling across instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: identityId(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_key_time_idx').on(t.key, t.attemptedAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * A user's TOTP second factor (REQ-MFA-1): the secret encrypted with the secrets box
 * (core/secrets.ts), pending until a first code confirms it (`enabledAt`), and the last
 * 30-second step a code was accepted at, so no code is accepted twice (REQ-MFA-4).
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes (REQ-MFA-2), stored only as a SHA-256 hash, like refresh tokens. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * A user's passkeys (WebAuthn, REQ-MFA-6): the credential's id and COSE public key as the
 * authenticator gave them, its signature counter (a clone shows as a counter that did not
 * grow, REQ-MFA-8), and the name the user gave it.
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser reports it */
    credentialId: text('credential_id').notNull(),
    /** base64url of the COSE key */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_passkeys_credential_unique').on(t.credentialId),
    index('user_passkeys_user_idx').on(t.userId),
  ],
);

/**
 * Outstanding WebAuthn challenges (REQ-MFA-7): in the database, not in an instance's memory,
 * so the options and the answer may reach different instances; each is taken (deleted) by the
 * answer that names it, right or wrong, so none is answered twice.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'register' (adding a passkey), 'sign-in' (the mfa grant) or 'check' (the user's own page) */
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webauthn_challenges_challenge_unique').on(t.challenge)],
);

/**
 * A session's record (REQ-SESS-1): one row per refresh-token family, written when the
 * sign-in issues the family's first token, kept after the session ends (it is how a device
 * is known again, REQ-SESS-4). Whether the session is open is the family's own state
 * (`refresh_tokens.revoked_at`); this row only describes it. `deviceKey` is the browser and
 * system names without versions, so an update of Chrome is no new device.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browser: text('browser'),
    os: text('os'),
    deviceKey: text('device_key'),
    ip: text('ip'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** the last refresh (or the sign-in): updated once per access-token lifetime, not per request */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_sessions_user_device_idx').on(t.userId, t.deviceKey)],
);
