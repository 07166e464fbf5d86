import { createdResponseSchema, type FaqInput } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { faqKeys } from './faq-query-keys';

/** `POST /admin/faq` with `{data}` (`001 §7 FAQ`) → 201 `{id}`. */
export async function createFaq(input: FaqInput): Promise<{ id: number }> {
  const { data } = await request('/admin/faq', {
    method: 'POST',
    body: { data: input },
    schema: createdResponseSchema,
  });
  return data;
}

export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqKeys.lists() }),
  });
}
