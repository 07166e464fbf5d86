import { z } from 'zod';

export const passwordGrantSchema = z.object({
  grantType: z.literal('password'),
  email: z.string().max(320),
  password: z.string().max(1024),
  clientId: z.string().max(200),
  clientSecret: z.string().max(500),
  forAdmin: z.boolean().optional().default(false),
});
export const refreshGrantSchema = z.object({
  grantType: z.literal('refresh_token'),
  refreshToken: z.string().max(500),
  clientId: z.string().max(200),
  clientSecret: z.string().max(500),
});
const base64url = (max: number) => z.string().max(max);
/**
 * A passkey's answer to a challenge (WebAuthn `AuthenticationResponseJSON`, REQ-MFA-7): the
 * fields the server verifies, each within the sizes real authenticators give.
 */
export const passkeyAssertionSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).default({}),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

/**
 * The second step of a sign-in with a second factor (REQ-MFA-3, REQ-MFA-7): the `mfaToken` the
 * password step answered and one of a TOTP code, a recovery code or a passkey's answer to the
 * challenge `POST /token/mfa/passkey-options` gave (the server says which is missing).
 */
export const mfaGrantSchema = z.object({
  grantType: z.literal('mfa'),
  mfaToken: z.string().max(2000),
  code: z.string().max(20).optional(),
  recoveryCode: z.string().max(40).optional(),
  passkey: passkeyAssertionSchema.optional(),
  clientId: z.string().max(200),
  clientSecret: z.string().max(500),
});
export type MfaGrant = z.infer<typeof mfaGrantSchema>;
export const tokenRequestSchema = z.discriminatedUnion('grantType', [
  passwordGrantSchema,
  refreshGrantSchema,
  mfaGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** seconds until the access token expires */
  expiresIn: z.number(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The second factors a sign-in may be completed with (REQ-MFA-3). */
export const SECOND_FACTORS = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/**
 * The password grant's answer for an account with a second factor: no tokens, a short-lived
 * `mfaToken` for the `mfa` grant only (REQ-MFA-3), and the factors it accepts.
 */
export const mfaRequiredResponseSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  factors: z.array(z.enum(SECOND_FACTORS)),
});
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponseSchema>;
export const tokenGrantResponseSchema = z.union([tokenResponseSchema, mfaRequiredResponseSchema]);
export type TokenGrantResponse = z.infer<typeof tokenGrantResponseSchema>;

/** The signed-in user's own second factor (REQ-MFA-1): never the secret, never a code. */
export const twoStepStatusSchema = z.object({
  totpEnabled: z.boolean(),
  /** unused recovery codes */
  recoveryCodesLeft: z.number(),
  /**
   * The second-factor policy applies to this user, who has none yet (REQ-MFA-POL-2): the
   * back-office takes them to enrolment; after `enrolmentDueAt` the server refuses its
   * admin routes (REQ-MFA-POL-3).
   */
  enrolmentRequired: z.boolean(),
  enrolmentDueAt: z.string().nullable(),
  /** what a fresh check (step-up) can be made with; empty: the password (REQ-STEP-4) */
  factors: z.array(z.enum(SECOND_FACTORS)),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** Enrolment's start (REQ-MFA-1): the only answer that ever carries the secret. */
export const totpEnrolmentSchema = z.object({
  /** `otpauth://totp/…` for an authenticator app */
  otpauthUri: z.string(),
  /** the same secret in base32, to type */
  secret: z.string(),
  /** the URI as a QR code, an SVG `data:` URL */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/**
 * A current code from the authenticator app, an unused recovery code, or a passkey's answer
 * to the challenge of `POST /user/me/two-step/passkeys/check-options` (REQ-MFA-8).
 */
export const secondFactorCodeSchema = z.object({
  code: z.string().max(20).optional(),
  recoveryCode: z.string().max(40).optional(),
  passkey: passkeyAssertionSchema.optional(),
});
export type SecondFactorCode = z.infer<typeof secondFactorCodeSchema>;

/**
 * WebAuthn options for `navigator.credentials` (`PublicKeyCredentialCreationOptionsJSON` or
 * `…RequestOptionsJSON`, REQ-MFA-6, REQ-MFA-7), passed to the browser as they are.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** Asks for a sign-in's passkey challenge: the password step's `mfaToken` (REQ-MFA-7). */
export const passkeySignInOptionsRequestSchema = z.object({ mfaToken: z.string().max(2000) });

export const PASSKEY_NAME_MAX = 100;
const passkeyName = z.string().trim().min(1, 'PASSKEY_NAME_EMPTY').max(PASSKEY_NAME_MAX);
export const passkeyNameSchema = z.object({ name: passkeyName });

/**
 * A new passkey (REQ-MFA-6): its name and the browser's `RegistrationResponseJSON` to the
 * challenge `POST /user/me/two-step/passkeys/options` gave.
 */
export const passkeyRegistrationSchema = z.object({
  name: passkeyName,
  response: z.object({
    id: base64url(1400),
    rawId: base64url(1400),
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url(4000),
      attestationObject: base64url(20000),
      authenticatorData: base64url(4000).optional(),
      transports: z
        .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
        .max(10)
        .optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(4000).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.object({}).default({}),
  }),
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;

/** One of the user's passkeys as their page lists it: never the key itself. */
export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ items: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** Shown once (REQ-MFA-2): stored hashed, never readable again. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const currentUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  userType: z.string(),
  active: z.boolean(),
  /**
   * The user's effective permissions (roles' and personal; every known name for a super admin),
   * sorted: the screens ask nothing more, and answer "may I?" synchronously. The server still
   * checks every route itself.
   */
  permissions: z.array(z.string().max(200)),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const requestResetSchema = z.object({
  email: z.string().max(320),
  /** current origin + `/reset-password/:resetPasswordToken` */
  activationUrlPattern: z.string().max(500),
});
export const validateResetQuerySchema = z.object({ token: z.string().max(200) });
export const submitResetSchema = z.object({
  token: z.string().max(200),
  newPassword: z.string().max(1024),
  repeatPassword: z.string().max(1024).optional(),
});
export type SubmitReset = z.infer<typeof submitResetSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });

/**
 * `GET /user/reset-password?token=`: the link is usable; for an investor's account, where they
 * sign in (REQ-RULES-6): the investor site's address, or null when none is configured. Only the
 * holder of the secret link learns it.
 */
export const resetTokenInfoSchema = successResponseSchema.extend({
  investor: z.boolean(),
  investorSiteUrl: z.string().nullable(),
});
export type ResetTokenInfo = z.infer<typeof resetTokenInfoSchema>;

/**
 * One open session of a user (REQ-SESS-1): a refresh-token family, with the device its
 * sign-in came from (the user agent's browser and system, as parsed on the server; null when
 * it named none), the client IP last seen, when it began and when it last refreshed.
 * Never a token.
 */
export const sessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  startedAt: z.string(),
  lastUsedAt: z.string(),
  /** the session this request was made with ("this device") */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ items: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;
/** A session's id in a path: the family's UUID. */
export const sessionParamsSchema = z.object({ sessionId: z.uuid('SESSION_NOT_EXISTS') });
/** How many sessions a sign-out ended. */
export const sessionsEndedSchema = z.object({ ended: z.number() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

export const permissionCheckQuerySchema = z.object({
  permissions: z.array(z.string().max(200)).min(1).max(500),
});
export const permissionCheckResponseSchema = z.array(
  z.object({ permission: z.string(), isPermitted: z.boolean() }),
);
export type PermissionCheckResult = z.infer<typeof permissionCheckResponseSchema>;

/** Sidebar menu entries (REQ-SHELL-3): section heading, link, submenu. */
export const menuLinkSchema = z.object({
  type: z.literal('link'),
  href: z.string(),
  icon: z.string(),
  /** an i18n key of the client catalogue, e.g. `menu.faq` */
  title: z.string(),
  /** an API path answering `{ count }`: the link shows it as a badge (pending approvals) */
  count: z.string().optional(),
});
export const menuSectionSchema = z.object({ type: z.literal('section'), title: z.string() });
export const menuSubmenuSchema = z.object({
  type: z.literal('submenu'),
  title: z.string(),
  icon: z.string(),
  href: z.string(),
  subMenuItems: z.array(menuLinkSchema),
});
export const sidebarEntrySchema = z.discriminatedUnion('type', [
  menuLinkSchema,
  menuSectionSchema,
  menuSubmenuSchema,
]);
export type SidebarEntry = z.infer<typeof sidebarEntrySchema>;

export const splashScreenResponseSchema = z.object({
  menu: z.array(sidebarEntrySchema),
  splash: z.object({
    title: z.string(),
    message: z.string(),
  }),
});
export type SplashScreenResponse = z.infer<typeof splashScreenResponseSchema>;

/** Body of a 503 answer: the errors array plus the maintenance config the screen shows. */
export const maintenanceResponseSchema = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
  maintenance: z.object({ title: z.string(), message: z.string() }),
});
export type MaintenanceResponse = z.infer<typeof maintenanceResponseSchema>;

/** Sign-out: the refresh token's whole family is revoked (the token itself is the credential). */
export const logoutSchema = z.object({ refreshToken: z.string().max(500) });

/**
 * A step-up check (REQ-STEP-4): a current TOTP code or a recovery code for a user with a second
 * factor, the password for one without (docs/decisions/0021-step-up.md).
 */
export const stepUpRequestSchema = secondFactorCodeSchema.extend({
  /** only for an account without a second factor */
  password: z.string().max(1024).optional(),
});
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;

/** The answer of a step-up check: until when it holds. */
export const stepUpResponseSchema = z.object({ validUntil: z.string() });
export type StepUpResponse = z.infer<typeof stepUpResponseSchema>;
