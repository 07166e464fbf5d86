import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudPermissions, agreementsPaths } from '@backoffice/contract';
import {
  agreementQuerySchema,
  agreementSchema,
  agreementTypesAndTargetsSchema,
  createAgreementSchema,
  updateAgreementSchema,
  userAgreementQuerySchema,
  userAgreementSchema,
} from '@backoffice/contract/agreements';
import { actorOf } from '../../core/crud.js';
import { errorResponses, registerCrudRoutes } from '../../core/http/crud-routes.js';
import { requestLanguage } from '../../core/http/language.js';
import * as service from './service.js';

const tags = ['agreement'];

/**
 * `/api/admin/agreements` (REQ-AGR-6): the five CRUD routes, the single
 * `GET /admin/agreement` (by id, or the active ones of a target), the type and target
 * vocabulary, and a user's answers (`GET /admin/user-agreement`, `admin:user:get-agreements`).
 */
export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  registerCrudRoutes(app, {
    path: agreementsPaths.api,
    tag: 'agreement',
    noun: 'agreement',
    permissions: crudPermissions('agreement'),
    schemas: {
      item: agreementSchema,
      listItem: agreementSchema,
      create: createAgreementSchema,
      update: updateAgreementSchema,
    },
    list: (query) => service.list(db(), query),
    export: { permission: 'admin:agreement:export', definition: service.listExport },
    get: (id) => service.get(db(), id),
    create: (body, actor) => service.create(db(), actor, body.data),
    update: (id, body, actor) => service.update(db(), actor, id, body),
    remove: (id, actor) => service.remove(db(), actor, id),
    restore: (id, body, actor) => service.restore(db(), actor, id, body, app.deps.clock.now()),
    bulk: {
      setActive: (id, version, active, actor) =>
        service.setActive(db(), actor, id, version, active),
    },
  });
  app.get(
    `${agreementsPaths.api}/typesAndTargets`,
    {
      config: { permission: 'admin:agreement:list' },
      schema: {
        tags,
        summary:
          'Agreement types and targets as value/label pairs (labels in the request language)',
        response: { 200: agreementTypesAndTargetsSchema, ...errorResponses },
      },
    },
    async (request) => service.typesAndTargets(requestLanguage(request)),
  );
  app.get(
    '/admin/agreement',
    {
      config: { permission: 'admin:agreement:get' },
      schema: {
        tags,
        summary:
          'One agreement by `id`, or the active agreements of a `target` (and `type`): 404 AGREEMENT_NOT_EXISTS or AGREEMENT_BY_TARGET_NOT_EXISTS',
        querystring: agreementQuerySchema,
        response: { 200: z.union([agreementSchema, z.array(agreementSchema)]), ...errorResponses },
      },
    },
    async (request) => {
      const { id, target, type } = request.query;
      return id !== undefined ? service.get(db(), id) : service.byTarget(db(), target ?? '', type);
    },
  );
  app.get(
    '/admin/user-agreement',
    {
      config: { permission: 'admin:user:get-agreements' },
      schema: {
        tags,
        summary: "A user's answers to agreements, each with the text of the version answered",
        querystring: userAgreementQuerySchema,
        response: { 200: z.array(userAgreementSchema), ...errorResponses },
      },
    },
    // audited as a read of the user's personal data
    async (request) => service.forUser(db(), actorOf(request), request.query.userId),
  );
};
