import type { PermissionName } from '@backoffice/contract';

/**
 * What each route declares about who may call it. Under /api/admin every route must name a
 * `permission` or set `signedInAdmin: true`; the auth hook denies anything else (deny by default).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Callable without a token (health checks, sign-in, password reset). */
    public?: boolean;
    /**
     * The permission an admin route requires, or a list of which any one suffices (the upload
     * routes serve every area that takes files: any of their create or edit permissions).
     */
    permission?: PermissionName | readonly PermissionName[];
    /** An admin route that only needs a signed-in admin (e.g. the permission check itself). */
    signedInAdmin?: boolean;
    /**
     * The answer holds nothing personal or secret, so it is not sent with
     * `Cache-Control: no-store` as every other `/api` answer is (app.ts).
     */
    cacheable?: boolean;
  }
}

/** A route's declared permission as the list of names any one of which suffices. */
export function permissionsOf(
  permission: PermissionName | readonly PermissionName[] | undefined,
): readonly PermissionName[] {
  if (permission === undefined) return [];
  return typeof permission === 'string' ? [permission] : permission;
}
