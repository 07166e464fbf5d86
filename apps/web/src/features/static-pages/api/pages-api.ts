import type { CreatePage, Page, UpdatePage } from '@backoffice/contract';
import { createCrudResource } from '../../../shared/api/crud-resource';

/**
 * `/admin/page` (`001 §7 Static pages`): create `{data}` → `{id}`; update with the loaded
 * `version` → the saved page (the form reloads from it, `001 §4`); 409 `PAGE:PAGE_SLUG_EXIST`
 * names the slug field that clashes.
 */
export const pagesApi = createCrudResource<Page, Page, CreatePage['data'], UpdatePage>({
  path: '/admin/page',
  key: 'page',
  tag: 'page',
});
