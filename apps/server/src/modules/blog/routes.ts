import type { FastifyPluginAsync } from 'fastify';
import { crudPermissions, blogPaths } from '@backoffice/contract';
import {
  blogPostSchema,
  createBlogPostSchema,
  updateBlogPostSchema,
} from '@backoffice/contract/blog';
import { registerCrudRoutes } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/blog` (REQ-BLOG-6). */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.deps.database.db;
  registerCrudRoutes(app, {
    path: blogPaths.api,
    tag: 'blog',
    noun: 'blog post',
    permissions: crudPermissions('blog'),
    schemas: {
      item: blogPostSchema,
      listItem: blogPostSchema,
      create: createBlogPostSchema,
      update: updateBlogPostSchema,
    },
    list: (query) => service.list(db(), query),
    export: { permission: 'admin:blog:export', definition: service.listExport },
    get: (id) => service.get(db(), id),
    create: (body, actor) => service.create(db(), app.deps.files, actor, body.data),
    update: (id, body, actor) => service.update(db(), app.deps.files, actor, id, body),
    remove: (id, actor) => service.remove(db(), actor, id),
    restore: (id, body, actor) => service.restore(db(), actor, id, body, app.deps.clock.now()),
    bulk: {
      setActive: (id, version, visible, actor) =>
        service.setVisible(db(), actor, id, version, visible),
    },
  });
};
