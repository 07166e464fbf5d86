import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsPaths } from '@backoffice/contract';
import {
  configSchema,
  paypalConfigSchema,
  securitySettingsSchema,
  updateConfigSchema,
  updatePaypalConfigSchema,
  updateSecuritySettingsSchema,
} from '@backoffice/contract/settings';
import { assertStepUp, stepUpGuard } from '../../core/auth/step-up.js';
import * as security from './security.js';
import { actorOf } from '../../core/crud.js';
import { errorResponses } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/**
 * `/api/admin/config` and `/api/admin/config/paypal` (REQ-SETTINGS-5).
 * Both sit behind `admin:config:get` / `admin:config:edit` (docs/decisions/0008).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['config'];
  const guard = stepUpGuard(app);
  app.get(
    settingsPaths.api,
    {
      config: { permission: 'admin:config:get' },
      schema: {
        tags,
        summary: 'The site settings: contact form, maintenance, social media, Google',
        response: { 200: configSchema, ...errorResponses },
      },
    },
    async () => service.getConfig(db()),
  );
  app.put(
    settingsPaths.api,
    {
      config: { permission: 'admin:config:edit' },
      schema: {
        tags,
        summary:
          'Save the parts of the settings sent in `data` (409 when someone saved them since they were loaded). Changing `approvals` (the four-eyes rule) is for the super admin only (403 CONFIG:ONLY_SUPER_ADMIN) and needs a recent step-up check',
        body: updateConfigSchema,
        response: { 200: configSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.updateConfig(db(), actorOf(request), request.body, (tx) =>
        assertStepUp(tx, request, app.deps.clock.now()),
      ),
  );
  app.get(
    `${settingsPaths.api}/paypal`,
    {
      config: { permission: 'admin:config:get' },
      schema: {
        tags,
        summary:
          'The PayPal configuration; client secrets answer only a mask and whether one is set',
        response: { 200: paypalConfigSchema, ...errorResponses },
      },
    },
    async () => service.getPaypalConfig(db(), app.deps.secrets),
  );
  app.put(
    `${settingsPaths.api}/paypal`,
    {
      config: { permission: 'admin:config:edit' },
      // a payment provider's secrets decide where money goes (REQ-STEP-1)
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Save the PayPal configuration (needs a recent step-up check): a secret left empty or masked is kept, a typed one replaces it (stored encrypted)',
        body: updatePaypalConfigSchema,
        response: { 200: paypalConfigSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.updatePaypalConfig(db(), app.deps.secrets, actorOf(request), request.body),
  );
  app.get(
    `${settingsPaths.api}/security`,
    {
      config: { permission: 'admin:config:get' },
      schema: {
        tags,
        summary: 'The step-up window and the second-factor policy',
        response: { 200: securitySettingsSchema, ...errorResponses },
      },
    },
    async () => security.getSecuritySettings(db()),
  );
  app.put(
    `${settingsPaths.api}/security`,
    {
      config: { permission: 'admin:config:edit' },
      // a shorter policy or a longer window weakens every account's protection (REQ-STEP-1)
      preHandler: async (request) => {
        // who may is said before asking anyone for a code
        if (!request.user?.isSuperAdmin) throw security.onlySuperAdmin();
        await guard(request);
      },
      schema: {
        tags,
        summary:
          'Save the step-up window and the second-factor policy (the super admin only: 403 ONLY_SUPER_ADMIN; needs a recent step-up check)',
        body: updateSecuritySettingsSchema,
        response: { 200: securitySettingsSchema, ...errorResponses },
      },
    },
    async (request) =>
      security.updateSecuritySettings(db(), actorOf(request), request.body, app.deps.clock.now()),
  );
};
