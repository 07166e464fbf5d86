import { z } from 'zod';

/**
 * A stored secret as the server shows it: never the value, only whether one is set and its last
 * four characters (`••••abcd`), so staff can tell which key is in use. Used by every area that
 * stores a secret for others (the payment-provider config, a series' PayPal credentials).
 */
export const secretMaskSchema = z.object({ isSet: z.boolean(), mask: z.string() });
export type SecretMask = z.infer<typeof secretMaskSchema>;

/**
 * A secret on save: empty, or the mask the server sent, keeps the stored secret; `null` clears
 * it; anything else replaces it.
 */
export const secretInputSchema = z.string().trim().max(500).nullable();
export type SecretInput = z.infer<typeof secretInputSchema>;

/** A PayPal configuration's credentials (Settings' default one, or a series' own). */
export interface PaypalCredentials {
  productionMode: boolean;
  sandboxClientId: string;
  /** whether a sandbox secret is there after the save: stored and kept, or typed now */
  sandboxSecretSet: boolean;
  productionClientId: string;
  productionSecretSet: boolean;
}

/**
 * REQ-SETTINGS-4: "Sandbox or production credentials are required when that mode is on". The one
 * rule for the default configuration (Settings) and a series' own: every field the active mode
 * is missing (the client id, the secret, or both, so a form marks them all at once), or null
 * when it is complete.
 */
export function missingPaypalCredential(c: PaypalCredentials): {
  code: 'SANDBOX_CREDENTIALS_EMPTY' | 'PRODUCTION_CREDENTIALS_EMPTY';
  mode: 'sandbox' | 'production';
  fields: ('clientId' | 'clientSecret')[];
} | null {
  const mode = c.productionMode ? 'production' : 'sandbox';
  const clientId = c.productionMode ? c.productionClientId : c.sandboxClientId;
  const secretSet = c.productionMode ? c.productionSecretSet : c.sandboxSecretSet;
  const fields: ('clientId' | 'clientSecret')[] = [];
  if (!clientId.trim()) fields.push('clientId');
  if (!secretSet) fields.push('clientSecret');
  if (fields.length === 0) return null;
  return {
    code: c.productionMode ? 'PRODUCTION_CREDENTIALS_EMPTY' : 'SANDBOX_CREDENTIALS_EMPTY',
    mode,
    fields,
  };
}

/**
 * A PayPal configuration nobody has set up yet: sandbox mode and no client id nor secret in
 * either mode, as a new install has it (REQ-POLISH-1). It saves, so the maximum amount can be
 * set before the credentials are known; production mode never counts as "not set up".
 */
export function paypalNotSetUp(c: PaypalCredentials): boolean {
  return (
    !c.productionMode &&
    !c.sandboxClientId.trim() &&
    !c.sandboxSecretSet &&
    !c.productionClientId.trim() &&
    !c.productionSecretSet
  );
}

/** The mask of a secret: its last four characters behind four dots; nothing when unset. */
export function maskSecret(secret: string | null): SecretMask {
  if (!secret) return { isSet: false, mask: '' };
  return { isSet: true, mask: `••••${secret.slice(-4)}` };
}
