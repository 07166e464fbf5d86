import { type ListQueryParams, rolesArea } from '@backoffice/contract';
import type { Role, RoleInput } from '@backoffice/contract/roles';
import {
  changeLinkAudited,
  createAudited,
  deleteAudited,
  idOf,
  updateAudited,
  type AuditedEntity,
  type RequestActor,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { AppError, conflict, notFound } from '../../core/errors.js';
import { exportColumns, type ListExport, numberCell, textCell } from '../../core/export.js';
import { runList } from '../../core/list-query/index.js';
import { assertCanGrant, guardOwnAccess } from '../../core/permissions.js';
import { roles } from '../../db/schema/index.js';
import * as permissionsService from '../permissions/service.js';
import * as usersService from '../users/service.js';
import * as repo from './repository.js';

const AREA = 'ROLE';
const notUnique = () =>
  conflict(AREA, 'NOT_UNIQUE_NAME', 'A role with this name already exists', 'name');

export function list(db: Db, query: ListQueryParams) {
  return runList(db, repo.roleList, query, (q) => repo.listPage(db, q));
}

/** `GET /api/admin/role/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<Role> = {
  area: 'role',
  fileName: 'roles',
  list: repo.roleList,
  fetchPage: repo.listPage,
  columns: exportColumns(rolesArea, {
    id: numberCell((role) => role.id),
    name: textCell((role) => role.name),
  }),
};

async function existing(db: DbOrTx, id: number): Promise<Role> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(AREA, 'ROLE_NOT_EXISTS', `Role ${id} does not exist`);
  return row;
}

export const get = (db: Db, id: number) => existing(db, id);

function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return base || 'role';
}

export async function create(
  db: Db,
  actor: RequestActor,
  input: RoleInput,
): Promise<{ id: number }> {
  const row = await createAudited(db, actor, entity, async (tx) => {
    if (await repo.nameTaken(tx, input.name, null)) throw notUnique();
    let slug = slugify(input.name);
    for (let n = 2; await repo.slugTaken(tx, slug); n++) slug = `${slugify(input.name)}-${n}`;
    return repo.insert(tx, { ...input, slug });
  });
  return idOf(row);
}

/** The audit records a role's name and description; its members are audited by their own actions. */
const entity: AuditedEntity<typeof roles, { name: string; description: string }> = {
  table: roles,
  area: AREA,
  missing: 'ROLE_NOT_EXISTS',
  entityType: 'role',
  toDto: (row) => ({ name: row.name, description: row.description }),
  uniqueViolation: notUnique,
};

export async function update(
  db: Db,
  actor: RequestActor,
  id: number,
  input: RoleInput,
  version: number,
): Promise<Role> {
  await updateAudited(db, actor, entity, id, version, input, {
    check: async (tx) => {
      if (await repo.nameTaken(tx, input.name, id)) throw notUnique();
    },
  });
  return existing(db, id);
}

export async function remove(db: Db, actor: RequestActor, id: number): Promise<void> {
  await deleteAudited(db, actor, entity, id, async (tx) => {
    if ((await repo.userHolders(tx, id)) > 0) {
      throw conflict(AREA, 'ROLE_IS_IN_USE', 'Users hold this role; remove them from it first');
    }
  });
}

export async function permissionsOf(db: Db, id: number) {
  await existing(db, id);
  return repo.permissionsOf(db, id);
}

export async function addPermission(db: Db, actor: RequestActor, id: number, permissionId: number) {
  await permissionsService.changeGrant(db, actor, {
    holder: 'role',
    holderId: id,
    permissionId,
    grant: true,
    ensureHolder: (tx) => existing(tx, id),
    write: (tx) => repo.addPermission(tx, id, permissionId),
  });
  return repo.permissionsOf(db, id);
}

export async function removePermission(
  db: Db,
  actor: RequestActor,
  id: number,
  permissionId: number,
) {
  await permissionsService.changeGrant(db, actor, {
    holder: 'role',
    holderId: id,
    permissionId,
    grant: false,
    ensureHolder: (tx) => existing(tx, id),
    write: (tx) => repo.removePermission(tx, id, permissionId),
  });
  return repo.permissionsOf(db, id);
}

export async function usersOf(db: Db, id: number) {
  await existing(db, id);
  return repo.usersOf(db, id);
}

export async function addUser(db: Db, actor: RequestActor, id: number, userId: number) {
  await changeLinkAudited(db, actor, {
    prepare: async (tx) => {
      await existing(tx, id);
      const user = await usersService.getRow(tx, userId);
      if (!user.isAdmin) {
        throw AppError.of(
          400,
          AREA,
          'USER_IS_NOT_ADMIN',
          'Roles are for admin users only',
          'userId',
        );
      }
      await assertCanGrant(
        tx,
        actor,
        (await repo.permissionsOf(tx, id)).map((p) => p.name),
      );
      return user;
    },
    write: (tx) => repo.addUser(tx, id, userId),
    audit: (user) => ({
      action: 'role.user.add',
      entityType: 'role',
      entityId: id,
      after: { userId, email: user.email },
    }),
  });
  return repo.usersOf(db, id);
}

export async function removeUser(db: Db, actor: RequestActor, id: number, userId: number) {
  await changeLinkAudited(db, actor, {
    prepare: (tx) => existing(tx, id),
    write: (tx) => guardOwnAccess(tx, actor, () => repo.removeUser(tx, id, userId)),
    audit: () => ({
      action: 'role.user.remove',
      entityType: 'role',
      entityId: id,
      before: { userId },
    }),
  });
  return repo.usersOf(db, id);
}
