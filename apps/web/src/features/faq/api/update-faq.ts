import { faqSchema, type Faq, type UpdateFaq } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { faqKeys } from './faq-query-keys';

/**
 * `PUT /admin/faq/:id` with the fields and the `version` the form loaded → the saved entry;
 * 409 `FAQ:STALE_WRITE` when someone saved it since.
 */
export async function updateFaq(id: number, body: UpdateFaq): Promise<Faq> {
  const { data } = await request(`/admin/faq/${id}`, { method: 'PUT', body, schema: faqSchema });
  return data;
}

export function useUpdateFaq(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFaq) => updateFaq(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(faqKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: faqKeys.lists() });
    },
  });
}
