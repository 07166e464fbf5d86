import { type ListQueryParams, permissionDescription, permissionsArea } from '@backoffice/contract';
import type { Permission, PermissionInput } from '@backoffice/contract/roles';
import {
  changeLinkAudited,
  createAudited,
  idOf,
  deleteAudited,
  updateAudited,
  type AuditedEntity,
  type RequestActor,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { AppError, conflict, notFound } from '../../core/errors.js';
import { exportColumns, type ListExport, textCell } from '../../core/export.js';
import { runList } from '../../core/list-query/index.js';
import { assertCanGrant, guardOwnAccess } from '../../core/permissions.js';
import { permissions } from '../../db/schema/index.js';
import * as repo from './repository.js';

const AREA = 'PERMISSION';
const notUnique = () =>
  conflict(AREA, 'NOT_UNIQUE_NAME', 'A permission with this name already exists', 'name');
const builtIn = () =>
  AppError.of(
    409,
    AREA,
    'BUILT_IN_PERMISSION',
    'Built-in permissions cannot be renamed or deleted',
    'name',
  );

export function list(db: Db, query: ListQueryParams) {
  return runList(db, repo.permissionList, query, (q) => repo.listPage(db, q));
}

/** `GET /api/admin/permission/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<Permission> = {
  area: 'permission',
  fileName: 'permissions',
  list: repo.permissionList,
  fetchPage: repo.listPage,
  columns: exportColumns(permissionsArea, {
    name: textCell((p) => p.name),
    description: textCell((p, language) => permissionDescription(p, language)),
  }),
};

/** For other modules: the permission row, or 404 PERMISSION_NOT_EXISTS. */
export async function getRow(db: DbOrTx, id: number) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(AREA, 'PERMISSION_NOT_EXISTS', `Permission ${id} does not exist`);
  return row;
}

export async function get(db: Db, id: number): Promise<Permission> {
  return repo.toPermission(await getRow(db, id));
}

export async function create(
  db: Db,
  actor: RequestActor,
  input: PermissionInput,
): Promise<{ id: number }> {
  const row = await createAudited(db, actor, entity, async (tx) => {
    if (await repo.nameTaken(tx, input.name, null)) throw notUnique();
    return repo.insert(tx, input);
  });
  return idOf(row);
}

const entity: AuditedEntity<typeof permissions, Permission> = {
  table: permissions,
  area: AREA,
  missing: 'PERMISSION_NOT_EXISTS',
  entityType: 'permission',
  toDto: repo.toPermission,
  uniqueViolation: notUnique,
};

export async function update(
  db: Db,
  actor: RequestActor,
  id: number,
  input: PermissionInput,
  version: number,
): Promise<Permission> {
  return updateAudited(db, actor, entity, id, version, input, {
    check: async (tx, before) => {
      if (repo.isBuiltIn(before.name) && input.name !== before.name) throw builtIn();
      if (await repo.nameTaken(tx, input.name, id)) throw notUnique();
    },
  });
}

export async function remove(db: Db, actor: RequestActor, id: number): Promise<void> {
  await deleteAudited(db, actor, entity, id, async (tx, before) => {
    if (repo.isBuiltIn(before.name)) throw builtIn();
    if ((await repo.holders(tx, id)) > 0) {
      throw conflict(AREA, 'PERMISSION_IS_IN_USE', 'A role or a user holds this permission');
    }
  });
}

/**
 * Gives a permission to a role or a user, or takes it away, in one transaction: the holder must
 * exist, a grant checks the actor holds the permission (no escalation), a removal checks the
 * actor keeps their own access management, and the change is audited. Granting what is already
 * held (or revoking what is not) succeeds without an audit entry: it changed nothing, and two
 * identical requests racing each other must leave one grant and one entry, not two.
 */
export async function changeGrant(
  db: Db,
  actor: RequestActor,
  change: {
    holder: 'role' | 'user';
    holderId: number;
    permissionId: number;
    grant: boolean;
    ensureHolder: (tx: DbOrTx) => Promise<unknown>;
    /** answers whether a row was actually added or removed */
    write: (tx: DbOrTx) => Promise<boolean>;
  },
): Promise<void> {
  await changeLinkAudited(db, actor, {
    prepare: async (tx) => {
      await change.ensureHolder(tx);
      const permission = await getRow(tx, change.permissionId);
      if (change.grant) await assertCanGrant(tx, actor, [permission.name]);
      return permission;
    },
    write: (tx) =>
      change.grant ? change.write(tx) : guardOwnAccess(tx, actor, () => change.write(tx)),
    audit: (permission) => ({
      action: `${change.holder}.permission.${change.grant ? 'add' : 'remove'}` as const,
      entityType: change.holder,
      entityId: change.holderId,
      [change.grant ? 'after' : 'before']: { permission: permission.name },
    }),
  });
}
