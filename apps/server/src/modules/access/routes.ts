import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@backoffice/contract';
import {
  permissionCheckQuerySchema,
  permissionCheckResponseSchema,
  splashScreenResponseSchema,
} from '@backoffice/contract/auth';
import { unauthenticated } from '../../core/errors.js';
import { requestLanguage } from '../../core/http/language.js';
import { checkPermissions, effectivePermissions } from '../../core/permissions.js';
import { sidebarFor } from './sidebar.js';

const SPLASH = {
  pl: {
    title: (name: string) => `Witaj, ${name}`,
    message: 'Panel administracyjny platformy inwestycyjnej',
  },
  en: { title: (name: string) => `Welcome, ${name}`, message: 'Investment platform back-office' },
};

export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/user/me/permission-check',
    {
      config: { signedInAdmin: true },
      schema: {
        tags: ['access'],
        summary: 'Which of the given permissions the signed-in user holds',
        security: [{ bearer: [] }],
        querystring: permissionCheckQuerySchema,
        response: {
          200: permissionCheckResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return checkPermissions(app.deps.database.db, request.user, request.query.permissions);
    },
  );

  app.get(
    '/admin/splash-screen',
    {
      config: { signedInAdmin: true },
      schema: {
        tags: ['access'],
        summary: "The sidebar menu for this user and the splash screen's text",
        security: [{ bearer: [] }],
        response: { 200: splashScreenResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthenticated();
      const granted = user.isSuperAdmin
        ? null
        : await effectivePermissions(app.deps.database.db, user.id);
      const text = SPLASH[requestLanguage(request)];
      return {
        menu: sidebarFor(
          app.deps.sidebar,
          (permission) => granted === null || granted.has(permission),
        ),
        // the full name: "Witaj, Super Admin", not "Witaj, Super"
        splash: {
          title: text.title(`${user.firstName} ${user.lastName}`.trim()),
          message: text.message,
        },
      };
    },
  );
};
