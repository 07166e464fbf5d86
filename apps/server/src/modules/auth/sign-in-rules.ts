import ipaddr from 'ipaddr.js';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../core/db/database.js';
import type { Mailer } from '../../core/mail/mailer.js';
import type { TokenSigner } from '../../core/auth/tokens.js';
import type { SecretBox } from '../../core/secrets.js';
import type { RelyingParty } from './passkeys.js';

/**
 * Sign-in throttling (REQ-SEC-11, after Keycloak's brute-force detection): failures are
 * counted per account and source (client IP) together, so a guesser elsewhere cannot lock
 * staff out, under a much higher ceiling per account across every source (a guesser spread
 * over many addresses), and per source across accounts. Numbers in docs/operations.md.
 */
export const THROTTLE_WINDOW_MS = 60_000;
export const MAX_FAILURES_PER_ACCOUNT_AND_SOURCE = 5;
export const MAX_FAILURES_PER_ACCOUNT = 50;
export const MAX_FAILURES_PER_IP = 20;
/** A source that signed the account in within this time is not held to the account ceiling. */
export const KNOWN_SOURCE_MS = 30 * 24 * 3600_000;
/** Where a request came from, for throttling and the sign-in history. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface AuthDeps {
  db: Db;
  signer: TokenSigner;
  clock: Clock;
  mailer: Mailer;
  refreshTokenTtl: number;
  log: (error: unknown, message: string) => void;
  /** decrypts the TOTP secrets (REQ-MFA-1) */
  /** the configured origins a mailed link may point at (the security notices, REQ-SESS-4) */
  linkOrigins: readonly string[];
  secrets: SecretBox;
  /** whom passkeys are registered to and answers accepted from (REQ-MFA-6) */
  relyingParty: RelyingParty;
}

/**
 * The source an attempt is counted under: an IPv4 address whole, an IPv6 address by its /64
 * (one subscriber's network holds 2^64 addresses, so counting each would limit nothing).
 */
export function throttleSource(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // an IPv4-mapped IPv6 address counts as the IPv4 one
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
