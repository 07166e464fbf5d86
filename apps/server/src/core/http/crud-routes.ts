import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createdResponseSchema,
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  restoreRequestSchema,
  type ListQueryParams,
  type RestoreRequest,
  type PermissionName,
} from '@backoffice/contract';
import { actorOf, type RequestActor } from '../crud.js';
import { registerExportRoute, type ListExport } from '../export.js';
import { requestLanguage } from './language.js';

export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The five routes of a CRUD area (`001 §7`): list, one by id, create (`{data}` → 201 `{id}`),
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
  get(id: number): Promise<z.input<Item>>;
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
   * `GET ${path}/export` (issue 19): an area whose list can go to a spreadsheet declares its
   * columns and page query once (`core/export.ts`).
   */
  export?: { permission: PermissionName; definition: ListExport<z.output<ListItem>> };
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
    async (request) => area.get(idOf(request)),
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
