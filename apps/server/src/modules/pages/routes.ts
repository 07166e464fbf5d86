import type { FastifyPluginAsync } from 'fastify';
import { crudPermissions, pagesPaths } from '@backoffice/contract';
import { createPageSchema, pageSchema, updatePageSchema } from '@backoffice/contract/pages';
import { registerCrudRoutes } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/page` (REQ-PAGE-4). */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.deps.database.db;
  registerCrudRoutes(app, {
    path: pagesPaths.api,
    tag: 'page',
    noun: 'static page',
    permissions: crudPermissions('page'),
    schemas: {
      item: pageSchema,
      listItem: pageSchema,
      create: createPageSchema,
      update: updatePageSchema,
    },
    list: (query) => service.list(db(), query),
    export: { permission: 'admin:page:export', definition: service.listExport },
    get: (id) => service.get(db(), id),
    create: (body, actor) => service.create(db(), app.deps.files, actor, body.data),
    update: (id, body, actor) => service.update(db(), app.deps.files, actor, id, body),
    remove: (id, actor) => service.remove(db(), actor, id),
    restore: (id, body, actor) => service.restore(db(), actor, id, body, app.deps.clock.now()),
    bulk: {
      setActive: (id, version, active, actor) =>
        service.setActive(db(), actor, id, version, active),
    },
  });
};
