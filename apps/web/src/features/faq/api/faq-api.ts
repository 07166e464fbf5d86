import { faqPaths } from '@backoffice/contract';
import type { Faq, FaqInput, UpdateFaq } from '@backoffice/contract/faq';
import { createCrudResource } from '../../../shared/api/crud-resource';

/**
 * `/admin/faq` (REQ-FAQ-4): create `{data}` → `{id}`; update with the fields and the loaded
 * `version` → the saved entry, 409 `FAQ:STALE_WRITE` when someone saved it since; 404
 * `FAQ:FAQ_NOT_EXISTS`.
 */
export const faqApi = createCrudResource<Faq, Faq, FaqInput, UpdateFaq>({
  path: faqPaths.api,
  key: 'faq',
  tag: 'faq',
});
