import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  mfaPolicyUsers,
  refreshTokens,
  securitySettings,
  settings,
  userTotp,
  users,
} from '../../db/schema/index.js';
import type { Db } from '../db/database.js';
import { AppError, forbidden, unauthenticated } from '../errors.js';
import { requestLanguage } from '../http/language.js';
import { maintenanceModeError, systemMaintenanceError } from '../maintenance.js';
import { grantingPermissions } from '@backoffice/contract';
import { permittedExpression } from '../permissions.js';
import { enrolmentRequired, stillOverdue } from './mfa-policy.js';
import type { TokenSigner } from './tokens.js';
import { permissionsOf } from '../http/route-config.js';

export interface SignedInUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  userType: string;
  active: boolean;
  /** the session the access token belongs to (its refresh-token family) */
  sessionId: string;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** the declared permissions, any one of which suffices (empty: none declared) */
  permissions: readonly string[];
  signedInAdmin: boolean;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
  }
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

const HEALTH = new Set(['/api/healthz', '/api/readyz']);
const MAINTENANCE_EXEMPT = new Set([...HEALTH, '/api/token']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

type LoadedUser = SignedInUser & {
  permitted: boolean;
  maintenanceMode: boolean;
  /** when the second-factor policy's grace period ends for a user without a factor */
  mfaDueAt: Date | null;
};

/**
 * The signed-in user with the route's permission, whether the token's session is still open
 * (not signed out: one of its refresh tokens is unrevoked) and maintenance mode: one statement,
 * so the admin hook costs one round trip. Exported so that the API benchmark's bare-`pg` baseline
 * sends exactly this SQL (scripts/bench-api-baseline.mjs).
 */
export function signedInUserQuery(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isAdmin: users.isAdmin,
      isSuperAdmin: users.isSuperAdmin,
      userType: users.userType,
      active: users.active,
      sessionsRevokedAt: users.sessionsRevokedAt,
      sessionOpen: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('session')}::uuid and ${refreshTokens.revokedAt} is null)`,
      permitted: permittedExpression(
        sql.raw(`"users"."id"`),
        sql.raw(`"users"."is_super_admin"`),
        sql.placeholder('permissions'),
      ),
      maintenanceMode: sql<boolean>`coalesce((select ${settings.maintenanceMode} from ${settings} where ${settings.id} = 1), false)`,
      // REQ-MFA-POL-3: null for nearly everyone (no policy, or a factor), so it costs a lookup
      mfaDueAt: sql<
        string | Date | null
      >`(select ${mfaPolicyUsers.appliesSince} + make_interval(days => ${securitySettings.mfaGraceDays}) from ${mfaPolicyUsers} join ${securitySettings} on ${securitySettings.id} = 1 where ${mfaPolicyUsers.userId} = "users"."id" and ${securitySettings.mfaRequiredFor} <> 'none' and not exists (select 1 from ${userTotp} where ${userTotp.userId} = "users"."id" and ${userTotp.enabledAt} is not null))`,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)));
}

/**
 * Loads the signed-in user behind a valid access token, or null, from the database every time
 * (no cache may outlive a revocation). It is a prepared statement, built once, since every
 * authenticated request runs it.
 */
function createUserLoader(db: Db, signer: TokenSigner) {
  const query = signedInUserQuery(db).prepare('auth_signed_in_user');

  return async (
    token: string,
    now: Date,
    permissions: readonly string[],
  ): Promise<LoadedUser | null> => {
    const claims = await signer.verify(token, now);
    if (!claims) return null;
    // without a route permission the list is empty and `permitted` is never read
    const [row] = await query.execute({
      id: claims.userId,
      session: claims.sessionId,
      permissions: [...permissions],
    });
    if (!row || !row.active || row.sessionOpen !== true) return null;
    if (row.sessionsRevokedAt && claims.issuedAt.getTime() <= row.sessionsRevokedAt.getTime())
      return null;
    const { sessionsRevokedAt: _revoked, sessionOpen: _open, ...user } = row;
    return {
      ...user,
      sessionId: claims.sessionId,
      permitted: permissions.length > 0 && user.permitted === true,
      maintenanceMode: user.maintenanceMode === true,
      mfaDueAt: user.mfaDueAt ? new Date(user.mfaDueAt) : null,
    };
  };
}

/**
 * Authentication, maintenance switches and the deny-by-default authorization of /api/admin.
 * Every admin route declares `config.permission` or `config.signedInAdmin`; anything else is refused.
 */
export const authPlugin = fp<{ signer: TokenSigner }>(async (app: FastifyInstance, { signer }) => {
  app.decorateRequest('user', null);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.registeredRoutes.push({
        method,
        url: route.url,
        permissions: permissionsOf(route.config?.permission),
        signedInAdmin: route.config?.signedInAdmin === true,
        public: route.config?.public === true,
      });
    }
  });

  const loadUser = createUserLoader(app.deps.database.db, signer);

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || request.is404) return;
    const { config, database, clock } = app.deps;
    const db = database.db;
    const language = requestLanguage(request);
    const routeConfig = request.routeOptions.config;

    if (config.systemMaintenance && !HEALTH.has(url)) {
      throw await systemMaintenanceError(db, language);
    }

    const isPublic = routeConfig.public === true || url.startsWith('/api/docs');
    request.user = null;

    if (isPublic) {
      // A public route does not look the user up, nor read its header: only maintenance mode,
      // which signed-in admins pass through, needs to know who is asking.
      if (MAINTENANCE_EXEMPT.has(url)) return;
      const maintenance = await maintenanceModeError(db, language);
      if (!maintenance) return;
      const token = bearerToken(request);
      const loaded = token ? await loadUser(token, clock.now(), []) : null;
      if (!loaded?.isAdmin) throw maintenance;
      return;
    }

    // REQ-RULES-3: a permission that implies the route's grants it too
    const required = grantingPermissions(permissionsOf(routeConfig.permission));
    const token = bearerToken(request);
    const loaded = token ? await loadUser(token, clock.now(), required) : null;
    if (loaded) {
      const { permitted: _p, maintenanceMode: _m, mfaDueAt: _d, ...user } = loaded;
      request.user = user;
    }
    // The user's query answered the maintenance switch too; without a user, ask the settings.
    const maybeMaintenance = loaded ? loaded.maintenanceMode : true;
    if (maybeMaintenance && !MAINTENANCE_EXEMPT.has(url) && !request.user?.isAdmin) {
      const maintenance = await maintenanceModeError(db, language);
      if (maintenance) throw maintenance;
    }
    const permitted = loaded?.permitted === true;
    if (!request.user) {
      throw unauthenticated(
        token ? 'The access token is invalid or expired' : 'Authentication required',
      );
    }
    if (!url.startsWith('/api/admin')) return;
    if (!request.user.isAdmin) {
      throw AppError.of(403, 'AUTH', 'USER_IS_NOT_ADMIN', 'User is not an admin');
    }
    // past the policy's grace period without a second factor: only the user's own routes
    // (outside /api/admin), enrolment among them, stay open (REQ-MFA-POL-3)
    if (
      loaded?.mfaDueAt &&
      loaded.mfaDueAt.getTime() <= clock.now().getTime() &&
      (await stillOverdue(db, request.user))
    ) {
      throw enrolmentRequired();
    }
    if (required.length > 0) {
      if (!permitted) throw forbidden(`Missing permission ${required.join(' or ')}`);
      return;
    }
    if (routeConfig.signedInAdmin === true) return;
    request.log.error({ route: url }, 'admin route declares no permission: denied by default');
    throw forbidden('This route declares no permission');
  });
});
