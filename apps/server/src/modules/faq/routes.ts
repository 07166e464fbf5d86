import type { FastifyPluginAsync } from 'fastify';
import { crudPermissions, faqPaths } from '@backoffice/contract';
import { createFaqSchema, faqSchema, updateFaqSchema } from '@backoffice/contract/faq';
import { registerCrudRoutes } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/faq`: the reference CRUD area (REQ-FAQ-4). */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.deps.database.db;
  registerCrudRoutes(app, {
    path: faqPaths.api,
    tag: 'faq',
    noun: 'FAQ entry',
    permissions: crudPermissions('faq'),
    schemas: {
      item: faqSchema,
      listItem: faqSchema,
      create: createFaqSchema,
      update: updateFaqSchema,
    },
    list: (query) => service.list(db(), query),
    export: { permission: 'admin:faq:export', definition: service.listExport },
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
};
