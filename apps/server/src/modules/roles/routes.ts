import type { FastifyPluginAsync } from 'fastify';
import { crudPermissions, rolesPaths } from '@backoffice/contract';
import {
  createRoleSchema,
  roleSchema,
  roleUserSchema,
  updateRoleSchema,
  permissionRefSchema,
} from '@backoffice/contract/roles';
import { registerCrudRoutes, registerMembershipRoutes } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/role` with its permissions and users (REQ-ROLE-6). */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.deps.database.db;
  registerCrudRoutes(app, {
    path: rolesPaths.api,
    tag: 'roles',
    noun: 'role',
    permissions: crudPermissions('role'),
    schemas: {
      item: roleSchema,
      listItem: roleSchema,
      create: createRoleSchema,
      update: updateRoleSchema,
    },
    list: (query) => service.list(db(), query),
    export: { permission: 'admin:role:export', definition: service.listExport },
    get: (id) => service.get(db(), id),
    create: (body, actor) => service.create(db(), actor, body.data),
    update: (id, body, actor) => service.update(db(), actor, id, body.data, body.version),
    // refused while users hold it
    remove: (id, actor) => service.remove(db(), actor, id),
  });

  registerMembershipRoutes(app, {
    parentPath: `${rolesPaths.api}/:id`,
    listSegment: 'permission',
    memberSegment: 'permissions',
    memberParam: 'permissionId',
    tag: 'roles',
    member: permissionRefSchema,
    permissions: {
      list: 'admin:role:get-permissions',
      add: 'admin:role:add-permission',
      remove: 'admin:role:remove-permission',
    },
    summaries: {
      list: "The role's permissions",
      add: 'Give the role a permission (needs a recent step-up check)',
      remove: 'Take a permission from the role',
    },
    stepUpOnAdd: true,
    list: (id) => service.permissionsOf(db(), id),
    add: (id, permissionId, actor) => service.addPermission(db(), actor, id, permissionId),
    remove: (id, permissionId, actor) => service.removePermission(db(), actor, id, permissionId),
  });

  registerMembershipRoutes(app, {
    parentPath: `${rolesPaths.api}/:id`,
    listSegment: 'users',
    memberSegment: 'users',
    memberParam: 'userId',
    tag: 'roles',
    member: roleUserSchema,
    permissions: {
      list: 'admin:role:get-users',
      add: 'admin:role:add-user',
      remove: 'admin:role:remove-user',
    },
    summaries: {
      list: 'Users holding the role',
      add: 'Give an admin user the role (needs a recent step-up check)',
      remove: 'Take the role from a user',
    },
    stepUpOnAdd: true,
    list: (id) => service.usersOf(db(), id),
    add: (id, userId, actor) => service.addUser(db(), actor, id, userId),
    remove: (id, userId, actor) => service.removeUser(db(), actor, id, userId),
  });
};
