import {
  maskSecret,
  missingPaypalCredential,
  type PaypalCredentials,
  type SecretInput,
  type SecretMask,
} from '@backoffice/contract';
import { AppError } from './errors.js';
import type { SecretBox } from './secrets.js';

/**
 * The one rule for every stored secret an admin form edits (the payment-provider config, a
 * series' PayPal credentials): the answer carries only a mask, the database only ciphertext,
 * and the audit log only the names of the secrets a save replaced or cleared.
 */

/** The mask of a stored (encrypted) secret. */
export function maskStored(stored: string | null, secrets: SecretBox): SecretMask {
  return maskSecret(stored ? secrets.decrypt(stored) : null);
}

export type SecretChange = 'kept' | 'replaced' | 'cleared';

/**
 * The stored secret after a save: left empty, as the mask the form was given, or as the same
 * value → the stored one, untouched; `null` → cleared; anything else → the new one, encrypted.
 */
export function nextSecret(
  typed: SecretInput | undefined,
  stored: string | null,
  secrets: SecretBox,
): { value: string | null; change: SecretChange } {
  if (typed === undefined) return { value: stored, change: 'kept' };
  if (typed === null) return { value: null, change: stored ? 'cleared' : 'kept' };
  const current = stored ? secrets.decrypt(stored) : null;
  if (typed === '' || typed === maskSecret(current).mask || typed === current) {
    return { value: stored, change: 'kept' };
  }
  return { value: secrets.encrypt(typed), change: 'replaced' };
}

/**
 * Refuses a PayPal configuration without its active mode's credentials (REQ-SETTINGS-4; the rule is
 * the contract's `missingPaypalCredential`): 400 with the code on every field to fill (the id, the
 * secret or both), named by `fields` (Settings' `data.defaultCredentials.sandboxClientId`, a
 * series' `paypalSandboxClientId`).
 */
export function requirePaypalCredentials(
  area: string,
  credentials: PaypalCredentials,
  fields: (mode: 'sandbox' | 'production', field: 'clientId' | 'clientSecret') => string,
): void {
  const missing = missingPaypalCredential(credentials);
  if (!missing) return;
  const message = `The ${missing.mode} mode needs its client id and secret`;
  throw new AppError(
    400,
    missing.fields.map((field) => ({
      code: `${area}:${missing.code}`,
      message,
      context: fields(missing.mode, field),
    })),
  );
}

/**
 * What the audit entry says about the secrets of one save: the names of those replaced and of
 * those cleared, never a value nor its ciphertext.
 */
export function secretAuditNote(changes: Record<string, SecretChange>): {
  replacedCredentials: string[];
  clearedCredentials: string[];
} {
  const named = (change: SecretChange) =>
    Object.entries(changes)
      .filter(([, c]) => c === change)
      .map(([name]) => name);
  return { replacedCredentials: named('replaced'), clearedCredentials: named('cleared') };
}
