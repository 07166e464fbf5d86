import type { PermissionName } from '@backoffice/contract';

/**
 * What each route declares about who may call it. Under /api/admin every route must name a
 * `permission` or set `signedInAdmin: true`; the auth hook denies anything else (deny by default).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Callable without a token (health checks, sign-in, password reset). */
    public?: boolean;
    /** The permission an admin route requires. */
    permission?: PermissionName;
    /** An admin route that only needs a signed-in admin (e.g. the permission check itself). */
    signedInAdmin?: boolean;
  }
}

export {};
