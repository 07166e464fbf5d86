import { faqSchema, listResponseSchema, type Faq, type ListResponse } from '@backoffice/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { faqKeys } from './faq-query-keys';

const faqListSchema = listResponseSchema(faqSchema);

/** `GET /admin/faq` with the list query of `000 §7` (`filters`, `pagination`, `order`). */
export async function listFaq(
  query: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ListResponse<Faq>> {
  const { data } = await request('/admin/faq', { query, schema: faqListSchema, signal });
  return data;
}

export function listFaqQueryOptions(query: Record<string, unknown>) {
  return queryOptions({
    queryKey: faqKeys.list(query),
    queryFn: ({ signal }) => listFaq(query, signal),
    // the previous page stays on screen (dimmed) while the next one loads
    placeholderData: keepPreviousData,
  });
}

export function useFaqList(query: Record<string, unknown>) {
  return useQuery(listFaqQueryOptions(query));
}
