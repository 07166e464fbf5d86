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

/** The mask of a secret: its last four characters behind four dots; nothing when unset. */
export function maskSecret(secret: string | null): SecretMask {
  if (!secret) return { isSet: false, mask: '' };
  return { isSet: true, mask: `••••${secret.slice(-4)}` };
}
