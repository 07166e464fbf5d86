import type { FastifyPluginAsync } from 'fastify';
import { crudPermissions, tagsPaths } from '@backoffice/contract';
import { blogTagSchema, createBlogTagSchema, updateBlogTagSchema } from '@backoffice/contract/blog';
import { registerCrudRoutes } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/tags` (REQ-BLOG-6). */
export const tagRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.deps.database.db;
  registerCrudRoutes(app, {
    path: tagsPaths.api,
    tag: 'tags',
    noun: 'blog tag',
    permissions: crudPermissions('tags'),
    schemas: {
      item: blogTagSchema,
      listItem: blogTagSchema,
      create: createBlogTagSchema,
      update: updateBlogTagSchema,
    },
    list: (query) => service.list(db(), query),
    export: { permission: 'admin:tags:export', definition: service.listExport },
    get: (id) => service.get(db(), id),
    create: (body, actor) => service.create(db(), actor, body.data),
    update: (id, body, actor) => service.update(db(), actor, id, body),
    remove: (id, actor) => service.remove(db(), actor, id),
    restore: (id, body, actor) => service.restore(db(), actor, id, body, app.deps.clock.now()),
    // no active flag: the bulk actions are delete and its undo
    bulk: {},
  });
};
