import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  conflictResponseSchema,
  createdResponseSchema,
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  restoreRequestSchema,
  bulkActiveRequestSchema,
  bulkIdsRequestSchema,
  bulkResponseSchema,
  type BulkActiveRequest,
  type BulkIdsRequest,
  type BulkResponse,
  type ListQueryParams,
  type RestoreRequest,
  type PermissionName,
} from '@backoffice/contract';
import { actorOf, type RequestActor } from '../crud.js';
import { AppError } from '../errors.js';
import { stepUpGuard } from '../auth/step-up.js';
import { registerExportRoute, type ListExport } from '../export.js';
import { requestLanguage } from './language.js';

export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  // a stale save names who saved the record since, and when (`staleWriteConflict`)
  409: conflictResponseSchema,
};

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The five routes of a CRUD area (REQ-WIRE-3): list, one by id, create (`{data}` → 201 `{id}`),
 * edit and delete, each with its permission and schemas. An area passes its schemas and calls
 * into its service; anything else it needs it registers beside these.
 */
export interface CrudRoutes<
  Item extends z.ZodType,
  ListItem extends z.ZodType,
  Query extends z.ZodType<ListQueryParams>,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  path: string;
  tag: string;
  /** noun for the generated summaries, e.g. "FAQ entry" */
  noun: string;
  permissions: {
    list: PermissionName;
    get: PermissionName;
    create: PermissionName;
    edit: PermissionName;
    delete: PermissionName;
  };
  schemas: { item: Item; listItem: ListItem; query?: Query; create: Create; update: Update };
  list(query: z.output<Query>, request: FastifyRequest): Promise<unknown>;
  /** `actor`: who reads, for an area that records reads of personal data (users) */
  get(id: number, actor: RequestActor): Promise<z.input<Item>>;
  create(
    body: z.output<Create>,
    actor: RequestActor,
    request: FastifyRequest,
  ): Promise<{ id: number }>;
  update(
    id: number,
    body: z.output<Update>,
    actor: RequestActor,
    request: FastifyRequest,
  ): Promise<z.input<Item>>;
  remove(id: number, actor: RequestActor, request: FastifyRequest): Promise<void>;
  /**
   * Undo of a delete (`POST ${path}/:id/restore`, behind the delete permission; decision 0005):
   * an area whose deletes can be undone declares it, with `restoreAudited` behind it.
   */
  restore?(id: number, body: RestoreRequest, actor: RequestActor): Promise<z.input<Item>>;
  /**
   * `GET ${path}/export` (REQ-EXPORT-1): an area whose list can go to a spreadsheet declares its
   * columns and page query once (`core/export.ts`).
   */
  export?: { permission: PermissionName; definition: ListExport<z.output<ListItem>> };
  /**
   * Bulk actions on a list's picked rows (decision 0005): `POST ${path}/bulk/delete` (behind the
   * delete permission, each row through `remove`), `…/bulk/restore` when the area declares
   * `restore`, and `…/bulk/active` (behind the edit permission) when it declares `setActive`:
   * one row's active (or visible) flag at the version it was listed at, audited.
   */
  bulk?: {
    setActive?(id: number, version: number, active: boolean, actor: RequestActor): Promise<unknown>;
  };
}

/**
 * Runs one row's write after another, each in its own transaction with its own audit entry
 * (the area's single-row service call): a row the data refuses (a 4xx `AppError`) is answered
 * with its errors and the others go on. Anything else (the database gone) fails the request.
 */
export async function eachRow(
  ids: readonly number[],
  run: (id: number) => Promise<unknown>,
): Promise<BulkResponse> {
  const results: BulkResponse['results'] = [];
  for (const id of new Set(ids)) {
    try {
      await run(id);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      results.push({ id, ok: false, errors: error.errors });
    }
  }
  return { results };
}

export function registerCrudRoutes<
  Item extends z.ZodType,
  ListItem extends z.ZodType,
  Query extends z.ZodType<ListQueryParams>,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: FastifyInstance, area: CrudRoutes<Item, ListItem, Query, Create, Update>): void {
  // Generic over the area's schemas, so the handlers read params and body through these casts;
  // the schemas below still validate every request and serialise every answer.
  const typed = app;
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const { path, tag, noun, permissions: perm, schemas } = area;
  const tags = [tag];
  typed.get(
    path,
    {
      config: { permission: perm.list },
      schema: {
        tags,
        summary: `List ${noun} items`,
        querystring: schemas.query ?? listQueryParamsSchema,
        response: { 200: listResponseSchema(schemas.listItem), ...errorResponses },
      },
    },
    // the caller's language goes with the query: a translated column sorts by its text in it
    async (request) =>
      area.list(
        { ...(request.query as z.output<Query>), language: requestLanguage(request) },
        request,
      ),
  );
  if (area.export) {
    const { permission, definition } = area.export;
    registerExportRoute(app, { path, tag, noun, permission, exportOf: () => definition });
  }
  typed.get(
    `${path}/:id`,
    {
      config: { permission: perm.get },
      schema: {
        tags,
        summary: `One ${noun}`,
        params: idParamsSchema,
        response: { 200: schemas.item, ...errorResponses },
      },
    },
    async (request) => area.get(idOf(request), actorOf(request)),
  );
  typed.post(
    path,
    {
      config: { permission: perm.create },
      schema: {
        tags,
        summary: `Create a ${noun}`,
        body: schemas.create,
        response: { 201: createdResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await area.create(request.body as z.output<Create>, actorOf(request), request)),
  );
  typed.put(
    `${path}/:id`,
    {
      config: { permission: perm.edit },
      schema: {
        tags,
        summary: `Edit a ${noun} (409 when someone saved it since it was loaded)`,
        params: idParamsSchema,
        body: schemas.update,
        response: { 200: schemas.item, ...errorResponses },
      },
    },
    async (request) =>
      area.update(idOf(request), request.body as z.output<Update>, actorOf(request), request),
  );
  typed.delete(
    `${path}/:id`,
    {
      config: { permission: perm.delete },
      schema: {
        tags,
        summary: `Delete a ${noun}`,
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await area.remove(idOf(request), actorOf(request), request);
      return { success: true as const };
    },
  );
  const restore = area.restore;
  if (area.bulk) registerBulkRoutes(app, area);
  if (restore) {
    typed.post(
      `${path}/:id/restore`,
      {
        config: { permission: perm.delete },
        schema: {
          tags,
          summary: `Undo the delete of a ${noun} from its audit snapshot (same id; refused when it exists again, when the entry is not its latest delete, or after 10 minutes)`,
          params: idParamsSchema,
          body: restoreRequestSchema.optional(),
          response: { 200: schemas.item, ...errorResponses },
        },
      },
      async (request) =>
        restore(
          idOf(request),
          (request.body as RestoreRequest | undefined) ?? {},
          actorOf(request),
        ),
    );
  }
}

function registerBulkRoutes<
  Item extends z.ZodType,
  ListItem extends z.ZodType,
  Query extends z.ZodType<ListQueryParams>,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(app: FastifyInstance, area: CrudRoutes<Item, ListItem, Query, Create, Update>): void {
  const { path, tag, noun, permissions: perm } = area;
  const schema = (summary: string, body: z.ZodType) => ({
    tags: [tag],
    summary,
    body,
    response: { 200: bulkResponseSchema, ...errorResponses },
  });
  app.post(
    `${path}/bulk/delete`,
    {
      config: { permission: perm.delete },
      schema: schema(
        `Delete picked ${noun} items, each in its own audited transaction; a refused row answers its reason`,
        bulkIdsRequestSchema,
      ),
    },
    async (request) => {
      const actor = actorOf(request);
      const { ids } = request.body as BulkIdsRequest;
      return eachRow(ids, (id) => area.remove(id, actor, request));
    },
  );
  const restore = area.restore;
  if (restore) {
    app.post(
      `${path}/bulk/restore`,
      {
        config: { permission: perm.delete },
        schema: schema(
          `Undo the latest delete of picked ${noun} items (the undo of a bulk delete)`,
          bulkIdsRequestSchema,
        ),
      },
      async (request) => {
        const actor = actorOf(request);
        const { ids } = request.body as BulkIdsRequest;
        return eachRow(ids, (id) => restore(id, {}, actor));
      },
    );
  }
  const setActive = area.bulk?.setActive;
  if (setActive) {
    app.post(
      `${path}/bulk/active`,
      {
        config: { permission: perm.edit },
        schema: schema(
          `Activate or deactivate (show or hide) picked ${noun} items at the versions listed`,
          bulkActiveRequestSchema,
        ),
      },
      async (request) => {
        const actor = actorOf(request);
        const { items, active } = request.body as BulkActiveRequest;
        const versions = new Map(items.map((item) => [item.id, item.version]));
        return eachRow(
          items.map((item) => item.id),
          (id) => setActive(id, versions.get(id) ?? 0, active, actor),
        );
      },
    );
  }
}

/**
 * A membership between two records (role ↔ permission, role ↔ user, user ↔ personal
 * permission): list the members, add one, remove one; both changes answer the new list.
 */
export interface MembershipRoutes<Member extends z.ZodType> {
  /** e.g. `/admin/role/:id` */
  parentPath: string;
  /** list path segment and add/remove segment, e.g. `permission` and `permissions` */
  listSegment: string;
  memberSegment: string;
  /** name of the member id parameter, e.g. `permissionId` */
  memberParam: string;
  tag: string;
  member: Member;
  permissions: { list: PermissionName; add: PermissionName; remove: PermissionName };
  summaries: { list: string; add: string; remove: string };
  /** adding grants access: it needs a recent second-factor check (REQ-STEP-1) */
  stepUpOnAdd?: boolean;
  list(parentId: number): Promise<z.input<Member>[]>;
  add(parentId: number, memberId: number, actor: RequestActor): Promise<z.input<Member>[]>;
  remove(parentId: number, memberId: number, actor: RequestActor): Promise<z.input<Member>[]>;
}

export function registerMembershipRoutes<Member extends z.ZodType>(
  app: FastifyInstance,
  m: MembershipRoutes<Member>,
): void {
  const typed = app;
  const tags = [m.tag];
  const response = { 200: z.array(m.member), ...errorResponses };
  const pairParams = z.object({ id: idParam, [m.memberParam]: idParam });
  const memberId = (params: Record<string, number>) => params[m.memberParam] as number;
  typed.get(
    `${m.parentPath}/${m.listSegment}`,
    {
      config: { permission: m.permissions.list },
      schema: { tags, summary: m.summaries.list, params: idParamsSchema, response },
    },
    async (request) => m.list((request.params as { id: number }).id),
  );
  typed.post(
    `${m.parentPath}/${m.memberSegment}/:${m.memberParam}`,
    {
      config: { permission: m.permissions.add },
      ...(m.stepUpOnAdd ? { preHandler: stepUpGuard(app) } : {}),
      schema: { tags, summary: m.summaries.add, params: pairParams, response },
    },
    async (request) => {
      const params = request.params as Record<string, number>;
      return m.add(params.id as number, memberId(params), actorOf(request));
    },
  );
  typed.delete(
    `${m.parentPath}/${m.memberSegment}/:${m.memberParam}`,
    {
      config: { permission: m.permissions.remove },
      schema: { tags, summary: m.summaries.remove, params: pairParams, response },
    },
    async (request) => {
      const params = request.params as Record<string, number>;
      return m.remove(params.id as number, memberId(params), actorOf(request));
    },
  );
}
