import type { ApiError } from '@backoffice/contract';
import type { SecondFactor, TokenResponse } from '@backoffice/contract/auth';

/*
 * Hand-written checks for the few answers the request layer itself reads. They stand in for
 * the contract's zod schemas on this path only: the request layer is in the app's entry chunk,
 * and zod there would cost the /login payload budget ~27 KB gzipped.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function asApiError(entry: unknown): ApiError | null {
  if (!isRecord(entry) || typeof entry.code !== 'string' || typeof entry.message !== 'string') {
    return null;
  }
  return typeof entry.context === 'string'
    ? { code: entry.code, message: entry.message, context: entry.context }
    : { code: entry.code, message: entry.message };
}

export function asMaintenance(body: unknown): { title: string; message: string } | null {
  if (!isRecord(body) || !isRecord(body.maintenance)) return null;
  const { title, message } = body.maintenance;
  return typeof title === 'string' && typeof message === 'string' ? { title, message } : null;
}

export function asTokenResponse(body: unknown): TokenResponse | null {
  if (!isRecord(body)) return null;
  const { accessToken, refreshToken, expiresIn } = body;
  return typeof accessToken === 'string' &&
    typeof refreshToken === 'string' &&
    typeof expiresIn === 'number'
    ? { accessToken, refreshToken, expiresIn }
    : null;
}

/**
 * The password grant's answer for an account with a second factor (REQ-MFA-3, REQ-MFA-7): its
 * token and the factors it accepts.
 */
export function asMfaRequired(body: unknown): { mfaToken: string; factors: SecondFactor[] } | null {
  if (!isRecord(body)) return null;
  if (body.mfaRequired !== true || typeof body.mfaToken !== 'string') return null;
  // a factor this client does not know is left out, not offered as a blank choice
  const known: readonly unknown[] = ['totp', 'recovery', 'passkey'] satisfies SecondFactor[];
  const factors = Array.isArray(body.factors)
    ? body.factors.filter((factor): factor is SecondFactor => known.includes(factor))
    : [];
  return { mfaToken: body.mfaToken, factors };
}
