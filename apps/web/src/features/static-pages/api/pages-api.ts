import { pagesPaths } from '@backoffice/contract';
import type { CreatePage, Page, UpdatePage } from '@backoffice/contract/pages';
import { createCrudResource } from '../../../shared/api/crud-resource';

/**
 * `/admin/page` (REQ-PAGE-4): create `{data}` → `{id}`; update with the loaded
 * `version` → the saved page (the form reloads from it, REQ-PAGE-4); 409 `PAGE:PAGE_SLUG_EXIST`
 * names the slug field that clashes.
 */
export const pagesApi = createCrudResource<Page, Page, CreatePage['data'], UpdatePage>({
  path: pagesPaths.api,
  key: 'page',
  tag: 'page',
});
