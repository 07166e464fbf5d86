import { deletedResponseSchema } from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';
import { faqKeys } from './faq-query-keys';

/** `DELETE /admin/faq/:id` → `{success: true}`. */
export async function deleteFaq(id: number): Promise<void> {
  await request(`/admin/faq/${id}`, { method: 'DELETE', schema: deletedResponseSchema });
}

/** `001 §4`: deleting reloads the list (also after a failure: it may be gone already). */
export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSettled: (_result, _error, id) => {
      queryClient.removeQueries({ queryKey: faqKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: faqKeys.lists() });
    },
  });
}
