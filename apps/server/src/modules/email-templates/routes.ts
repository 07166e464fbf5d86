import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  emailTemplatesPaths,
  emailOutboxPaths,
} from '@backoffice/contract';
import {
  emailTemplateConfigSchema,
  emailTemplateSchema,
  sentEmailsSchema,
  testEmailMessageSchema,
  updateEmailTemplateSchema,
} from '@backoffice/contract/email-templates';
import { actorOf } from '../../core/crud.js';
import { errorResponses } from '../../core/http/crud-routes.js';
import { registerExportRoute } from '../../core/export.js';
import { readOutbox } from './outbox.js';
import * as service from './service.js';
import { requestLanguage } from '../../core/http/language.js';

const tags = ['email-template'];
/** How many messages the "Sent emails" screen shows (the newest). */
const OUTBOX_LIMIT = 100;

/**
 * `/api/admin/email/template` (REQ-EMAIL-5): list, one, edit, the placeholders
 * of each type and the test message.
 */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  app.get(
    emailTemplatesPaths.api,
    {
      config: { permission: 'admin:email-template:list' },
      schema: {
        tags,
        summary: 'List the email templates',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(emailTemplateSchema), ...errorResponses },
      },
    },
    async (request) => service.list(db(), { ...request.query, language: requestLanguage(request) }),
  );
  registerExportRoute(app, {
    path: emailTemplatesPaths.api,
    tag: 'email-template',
    noun: 'email template',
    permission: 'admin:email-template:export',
    exportOf: () => service.listExport,
  });
  app.get(
    `${emailTemplatesPaths.api}/config`,
    {
      config: { permission: 'admin:email-template:get-config' },
      schema: {
        tags,
        summary: "Each template type's placeholders, with whether each is required",
        response: { 200: emailTemplateConfigSchema, ...errorResponses },
      },
    },
    async () => service.config(),
  );
  app.get(
    `${emailTemplatesPaths.api}/:id`,
    {
      config: { permission: 'admin:email-template:get' },
      schema: {
        tags,
        summary: 'One email template',
        params: idParamsSchema,
        response: { 200: emailTemplateSchema, ...errorResponses },
      },
    },
    async (request) => service.get(db(), request.params.id),
  );
  app.put(
    `${emailTemplatesPaths.api}/:id`,
    {
      config: { permission: 'admin:email-template:edit' },
      schema: {
        tags,
        summary:
          'Edit an email template (400 REQUIRED_PLACEHOLDER_MISSING on a body without a required placeholder; 409 when stale)',
        params: idParamsSchema,
        body: updateEmailTemplateSchema,
        response: { 200: emailTemplateSchema, ...errorResponses },
      },
    },
    async (request) => service.update(db(), actorOf(request), request.params.id, request.body),
  );
  app.post(
    `${emailTemplatesPaths.api}/test-message`,
    {
      config: { permission: 'admin:email-template:test' },
      schema: {
        tags,
        summary:
          'Send a subject and body (as typed) with sample values to an address (502 CANT_SEND_MESSAGE when the mail server refuses)',
        body: testEmailMessageSchema,
        response: { 200: deletedResponseSchema, 502: errorResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.sendTest(app.deps.mailer, request.body, (error) =>
        request.log.warn({ err: error }, 'test email not sent'),
      );
      return { success: true as const };
    },
  );
};

/** `GET /api/admin/email/outbox`, the "Sent emails" screen (`admin:email:outbox`). */
export const emailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    emailOutboxPaths.api,
    {
      // its own permission: the template list's holders (content editors) read no one's mail
      config: { permission: 'admin:email:outbox' },
      schema: {
        tags,
        summary: `The newest ${OUTBOX_LIMIT} messages of the outbox folder, each with its password link's token shown as •••• (empty when mail goes through SMTP)`,
        response: { 200: sentEmailsSchema, ...errorResponses },
      },
    },
    async () => {
      const { mailer, config } = app.deps;
      return {
        transport: mailer.kind,
        items:
          mailer.kind === 'outbox' ? await readOutbox(config.mail.outboxDir, OUTBOX_LIMIT) : [],
      };
    },
  );
};
