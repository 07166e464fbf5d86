import type { FastifyPluginAsync } from 'fastify';
import { crudPermissions, seriesPaths } from '@backoffice/contract';
import {
  createSeriesSchema,
  seriesOptionsResponseSchema,
  seriesSchema,
  updateSeriesSchema,
} from '@backoffice/contract/series';
import { registerExportRoute } from '../../core/export.js';
import { errorResponses, registerCrudRoutes } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/series` (REQ-SERIES-1) and `/api/admin/share/series` (REQ-SERIES-4). */
export const seriesRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.deps.database.db;
  const secrets = () => app.deps.secrets;
  registerCrudRoutes(app, {
    path: seriesPaths.api,
    tag: 'series',
    noun: 'series',
    permissions: crudPermissions('series'),
    schemas: {
      item: seriesSchema,
      listItem: seriesSchema,
      create: createSeriesSchema,
      update: updateSeriesSchema,
    },
    list: (query) => service.list(db(), secrets(), query),
    get: (id) => service.get(db(), secrets(), id),
    create: (body, actor) => service.create(db(), secrets(), actor, body.data),
    update: (id, body, actor) => service.update(db(), secrets(), actor, id, body),
    remove: (id, actor) => service.remove(db(), actor, id),
    restore: (id, body, actor) =>
      service.restore(db(), secrets(), actor, id, body, app.deps.clock.now()),
    // no active flag: the bulk actions are delete and its undo
    bulk: {},
  });
  // its page query masks the secrets with the app's key
  registerExportRoute(app, {
    path: seriesPaths.api,
    tag: 'series',
    noun: 'series',
    permission: 'admin:series:export',
    exportOf: () => service.listExport(secrets()),
  });
  app.get(
    '/admin/share/series',
    {
      // the offer editor's series select needs it, so whoever may open that editor may read it
      config: {
        permission: [
          'admin:series:list',
          'admin:offer:create',
          'admin:offer:edit',
          'admin:offer:get',
        ],
      },
      schema: {
        tags: ['series'],
        summary: 'Every series as {id, name}, for the offer editor',
        response: { 200: seriesOptionsResponseSchema, ...errorResponses },
      },
    },
    async () => service.options(db()),
  );
};
