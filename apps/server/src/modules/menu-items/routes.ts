import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudPermissions, menuItemsPaths } from '@backoffice/contract';
import {
  createMenuItemSchema,
  menuItemSchema,
  menuTreeResponseSchema,
  updateMenuItemSchema,
} from '@backoffice/contract/menu-items';
import { registerExportRoute } from '../../core/export.js';
import { errorResponses, registerCrudRoutes } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/menu` (REQ-MENU-4): CRUD plus the header/footer tree. */
export const menuItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  // before the CRUD routes' `/:id`, so `tree` is never read as an id
  app.get(
    `${menuItemsPaths.api}/tree`,
    {
      config: { permission: 'admin:menu:list' },
      schema: {
        tags: ['menu'],
        summary: 'Header and footer menus as trees ordered by position',
        response: { 200: menuTreeResponseSchema, ...errorResponses },
      },
    },
    async () => service.tree(db()),
  );

  // its rows carry the parent's label and the root's menu, more than a list item
  registerExportRoute(app, {
    path: menuItemsPaths.api,
    tag: 'menu',
    noun: 'menu item',
    permission: 'admin:menu:export',
    exportOf: () => service.listExport,
  });

  registerCrudRoutes(app, {
    path: menuItemsPaths.api,
    tag: 'menu',
    noun: 'menu item',
    permissions: crudPermissions('menu'),
    schemas: {
      item: menuItemSchema,
      listItem: menuItemSchema,
      create: createMenuItemSchema,
      update: updateMenuItemSchema,
    },
    list: (query) => service.list(db(), query),
    get: (id) => service.get(db(), id),
    create: (body, actor) => service.create(db(), actor, body.data),
    update: (id, body, actor) => service.update(db(), actor, id, body),
    // deleting an item deletes its children too
    remove: (id, actor) => service.remove(db(), actor, id),
    // brings its children back with it
    restore: (id, body, actor) => service.restore(db(), actor, id, body, app.deps.clock.now()),
  });
};
