import type { FastifyPluginAsync } from 'fastify';
import { crudPermissions, permissionsPaths } from '@backoffice/contract';
import {
  createPermissionSchema,
  permissionSchema,
  updatePermissionSchema,
} from '@backoffice/contract/roles';
import { registerCrudRoutes } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/permission` (REQ-PERMISSION-3). */
export const permissionRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.deps.database.db;
  registerCrudRoutes(app, {
    path: permissionsPaths.api,
    tag: 'permissions',
    noun: 'permission',
    permissions: crudPermissions('permission'),
    schemas: {
      item: permissionSchema,
      listItem: permissionSchema,
      create: createPermissionSchema,
      update: updatePermissionSchema,
    },
    list: (query) => service.list(db(), query),
    export: { permission: 'admin:permission:export', definition: service.listExport },
    get: (id) => service.get(db(), id),
    create: (body, actor) => service.create(db(), actor, body.data),
    update: (id, body, actor) => service.update(db(), actor, id, body.data, body.version),
    // refused while a role or user holds it, and for built-in permissions
    remove: (id, actor) => service.remove(db(), actor, id),
  });
};
