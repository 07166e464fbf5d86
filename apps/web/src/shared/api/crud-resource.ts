import type { BulkActiveRequest, BulkResponse, ListResponse } from '@backoffice/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { EntityTag } from './entity-tags';
import { request } from './request';

export interface CrudResourceConfig<CreateInput> {
  /** `/admin/faq`: list and create here, get/update/delete at `${path}/${id}` (REQ-WIRE-3). */
  path: string;
  /** The first segment of every query key of the resource, e.g. `faq`. */
  key: string;
  /** What the resource's records are (`faq`); other tags its writes change too go in `changes`. */
  tag: EntityTag;
  /** Other kinds of record a write of this resource changes (a user's roles, …). */
  changes?: readonly EntityTag[];
  /** The create body; `{data: input}` unless the endpoint wants more. */
  createBody?: (input: CreateInput) => unknown;
  /** A delete takes other records with it (a menu item's children): forget every cached one. */
  deleteCascades?: boolean;
}

/**
 * The list/get/create/update/delete calls of one CRUD endpoint, with their query options and
 * hooks: lists keep the previous page while the next loads, an update replaces the cached
 * record, a delete forgets it, and every write refreshes the queries that show its records
 * (entity tags, `createQueryClient`). An area's `api/` adds only what differs.
 */
/** `UpdateBody` is the PUT body: `{...fields, version}` or `{data, version}` by endpoint. */
export function createCrudResource<Item, ListItem, CreateInput, UpdateBody>(
  config: CrudResourceConfig<CreateInput>,
) {
  const { path, key, tag } = config;
  const changes = [tag, ...(config.changes ?? [])];
  const keys = {
    all: [key] as const,
    lists: () => [key, 'list'] as const,
    list: (query: Record<string, unknown>) => [key, 'list', query] as const,
    detail: (id: number) => [key, 'detail', id] as const,
  };

  async function list(
    query: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<ListResponse<ListItem>> {
    const { data } = await request<ListResponse<ListItem>>(path, { query, signal });
    return data;
  }
  const listQueryOptions = (query: Record<string, unknown>) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: ({ signal }) => list(query, signal),
      // the previous page stays on screen (dimmed) while the next one loads
      placeholderData: keepPreviousData,
      meta: { shows: [tag] },
    });

  async function get(id: number, signal?: AbortSignal): Promise<Item> {
    const { data } = await request<Item>(`${path}/${id}`, { signal });
    return data;
  }
  // A record's own query is kept current by the writes below, not by tags: an edit page must
  // not re-fetch (and reset) the record the user has just saved.
  const getQueryOptions = (id: number) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => get(id, signal) });

  async function create(input: CreateInput): Promise<{ id: number }> {
    const { data } = await request<{ id: number }>(path, {
      method: 'POST',
      body: config.createBody ? config.createBody(input) : { data: input },
    });
    return data;
  }

  async function update(id: number, body: UpdateBody): Promise<Item> {
    const { data } = await request<Item>(`${path}/${id}`, { method: 'PUT', body });
    return data;
  }

  async function remove(id: number): Promise<void> {
    await request(`${path}/${id}`, { method: 'DELETE' });
  }

  /**
   * Undoes the record's latest delete (`POST ${path}/:id/restore`, decision 0005); only for
   * areas whose server declares it (FAQ, menu items). Answers the restored record.
   */
  async function restore(id: number): Promise<Item> {
    const { data } = await request<Item>(`${path}/${id}/restore`, { method: 'POST', body: {} });
    return data;
  }

  /**
   * A bulk action on picked rows (`POST ${path}/bulk/delete|restore|active`, for areas whose
   * server declares `bulk`): one answer with each row's outcome, a refused row with its errors.
   */
  async function bulk(
    action: 'delete' | 'restore' | 'active',
    body: { ids: number[] } | BulkActiveRequest,
  ): Promise<BulkResponse> {
    const { data } = await request<BulkResponse>(`${path}/bulk/${action}`, {
      method: 'POST',
      body,
    });
    return data;
  }

  return {
    keys,
    list,
    listQueryOptions,
    /** A list page into the cache before its screen asks (a route's loader). */
    prefetchList: (queryClient: QueryClient, query: Record<string, unknown>) =>
      queryClient.prefetchQuery(listQueryOptions(query)),
    useList: (query: Record<string, unknown>, options: { enabled?: boolean } = {}) =>
      useQuery({ ...listQueryOptions(query), enabled: options.enabled ?? true }),
    get,
    getQueryOptions,
    useOne: (id: number) => useQuery(getQueryOptions(id)),
    create,
    useCreate: () => useMutation({ mutationFn: create, meta: { changes } }),
    update,
    useUpdate: (id: number) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: UpdateBody) => update(id, body),
        onSuccess: (saved) => queryClient.setQueryData(keys.detail(id), saved),
        meta: { changes },
      });
    },
    /**
     * An update of any record, the id given with each call (bulk actions: one per picked row,
     * each with the `version` the row was listed at, so a row saved since fails alone).
     */
    useUpdateEach: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, body }: { id: number; body: UpdateBody }) => update(id, body),
        onSuccess: (saved, { id }) => queryClient.setQueryData(keys.detail(id), saved),
        meta: { changes },
      });
    },
    remove,
    /** REQ-FORM-2: a delete reloads the lists, also after a failure (it may be gone already). */
    useDelete: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: remove,
        onSettled: (_result, _error, id) =>
          queryClient.removeQueries({
            queryKey: config.deleteCascades ? [key, 'detail'] : keys.detail(id),
          }),
        meta: { changes },
      });
    },
    bulk,
    /** Bulk actions reload the lists; a record deleted or changed is read again when opened. */
    useBulk: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (call: Parameters<typeof bulk>) => bulk(...call),
        onSettled: () => queryClient.removeQueries({ queryKey: [key, 'detail'] }),
        meta: { changes },
      });
    },
    restore,
    /** The undo of a delete: the record (and what went with it) comes back to every list. */
    useRestore: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: restore,
        onSuccess: (restored, id) => queryClient.setQueryData(keys.detail(id), restored),
        meta: { changes },
      });
    },
  };
}
