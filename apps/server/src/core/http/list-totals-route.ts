import type { FastifyInstance } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  listQueryParamsSchema,
  listTotalsSchema,
  type AreaDefinition,
  type ListQueryParams,
  type PermissionName,
} from '@backoffice/contract';
import { listSum, parseListQuery, type ListDefinition } from '../list-query/index.js';
import { errorResponses } from './crud-routes.js';
import { requestLanguage } from './language.js';

/**
 * `GET {api}/totals` for a list whose area declares `totals` (REQ-FINLIST-1): the sum of that
 * column over the rows the list's own query selects, behind the list's permission. A request
 * of its own, so the rows never wait for the sum; a list gets it by this call and the
 * descriptor's `totals` (the web's list table asks when the descriptor says so).
 */
export function registerListTotalsRoute(
  app: FastifyInstance,
  options: {
    area: Pick<AreaDefinition, 'permissionArea' | 'paths' | 'totals'>;
    /** the OpenAPI tag of the area's other routes */
    tag: string;
    list: ListDefinition;
    /** the SQL column of the descriptor's `totals` */
    column: PgColumn;
  },
): void {
  const { area, list, column } = options;
  const key = area.totals;
  const api = area.paths.api;
  if (!key || !api) throw new Error(`${area.permissionArea}: no API or no totals column declared`);
  app.get(
    `${api}/totals`,
    {
      config: { permission: `admin:${area.permissionArea}:list` as PermissionName },
      schema: {
        tags: [options.tag],
        summary: `The sum of ${key} over the rows the list query selects (exact up to the count cap, then estimated: isEstimate)`,
        querystring: listQueryParamsSchema,
        response: { 200: listTotalsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const parsed = parseListQuery(list, {
        ...(request.query as ListQueryParams),
        language: requestLanguage(request),
      });
      return listSum(app.deps.database.db, list, parsed, column, key);
    },
  );
}
