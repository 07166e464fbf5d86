import { emailTemplatesPaths } from '@backoffice/contract';
import type {
  EmailTemplate,
  EmailTemplateConfig,
  SentEmails,
  TestEmailMessage,
  UpdateEmailTemplate,
} from '@backoffice/contract/email-templates';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { createCrudResource } from '../../../shared/api/crud-resource';
import { request } from '../../../shared/api/request';

/**
 * `/admin/email/template` (REQ-EMAIL-5): list, one by id, edit with the loaded
 * `version` (409 when stale; 400 `REQUIRED_PLACEHOLDER_MISSING` on `body.pl`/`body.en`).
 * Templates are neither created nor deleted here: one per type ships with the product.
 */
export const emailTemplatesApi = createCrudResource<
  EmailTemplate,
  EmailTemplate,
  never,
  UpdateEmailTemplate
>({
  path: emailTemplatesPaths.api,
  key: 'email-templates',
  tag: 'email-template',
});

/** Each type's placeholders (`admin:email-template:get-config`). */
export function useTemplateConfig(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['email-templates', 'config'] as const,
      queryFn: async ({ signal }) =>
        (await request<EmailTemplateConfig>('/admin/email/template/config', { signal })).data,
      staleTime: Infinity,
    }),
    enabled,
  });
}

/** Sends the typed subject and body as a test (`admin:email-template:test`). */
export function useSendTest() {
  return useMutation({
    mutationFn: async (body: TestEmailMessage) => {
      await request('/admin/email/template/test-message', { method: 'POST', body });
    },
    meta: { changes: ['sent-email'] },
  });
}

/** The outbox folder's newest messages (the "Sent emails" screen). */
export function useSentEmails() {
  return useQuery(
    queryOptions({
      queryKey: ['email-templates', 'outbox'] as const,
      queryFn: async ({ signal }) =>
        (await request<SentEmails>('/admin/email/outbox', { signal })).data,
      meta: { shows: ['sent-email'] },
    }),
  );
}
