import { faqSchema, type Faq } from '@backoffice/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { faqKeys } from './faq-query-keys';

/** `GET /admin/faq/:id` (404 `FAQ:FAQ_NOT_EXISTS`). */
export async function getFaq(id: number, signal?: AbortSignal): Promise<Faq> {
  const { data } = await request(`/admin/faq/${id}`, { schema: faqSchema, signal });
  return data;
}

export function getFaqQueryOptions(id: number) {
  return queryOptions({
    queryKey: faqKeys.detail(id),
    queryFn: ({ signal }) => getFaq(id, signal),
  });
}

export function useFaq(id: number) {
  return useQuery(getFaqQueryOptions(id));
}
