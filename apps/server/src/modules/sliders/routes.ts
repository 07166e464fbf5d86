import type { FastifyPluginAsync } from 'fastify';
import { crudPermissions, slidersPaths } from '@backoffice/contract';
import { createSliderSchema, sliderSchema, updateSliderSchema } from '@backoffice/contract/sliders';
import { registerCrudRoutes } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/**
 * `/api/admin/slider` (REQ-SLIDER-5). A delete can be undone (decision 0005); should the
 * slide's image have been cleaned up since, the undo is refused (`RESTORE_PARENT_MISSING`).
 */
export const sliderRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.deps.database.db;
  registerCrudRoutes(app, {
    path: slidersPaths.api,
    tag: 'slider',
    noun: 'slide',
    permissions: crudPermissions('slider'),
    schemas: {
      item: sliderSchema,
      listItem: sliderSchema,
      create: createSliderSchema,
      update: updateSliderSchema,
    },
    list: (query) => service.list(db(), query),
    export: { permission: 'admin:slider:export', definition: service.listExport },
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
