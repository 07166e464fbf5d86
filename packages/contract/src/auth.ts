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
export const tokenRequestSchema = z.discriminatedUnion('grantType', [
  passwordGrantSchema,
  refreshGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** seconds until the access token expires */
  expiresIn: z.number(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

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
