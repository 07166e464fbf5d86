import { menuItemsPaths } from '@backoffice/contract';
import type { MenuItem, MenuItemInput, UpdateMenuItem } from '@backoffice/contract/menu-items';
import { createCrudResource } from '../../../shared/api/crud-resource';

/**
 * `/admin/menu` (REQ-MENU-4): the flat list (filters search and codeName; sort position,
 * label, id), create `{data}`, update with the loaded `version` (409 `MENU:STALE_WRITE`, 400
 * `MENU:PARENT_CREATES_CYCLE` on `parent`). Deleting an item deletes its children.
 */
export const menuItemsApi = createCrudResource<MenuItem, MenuItem, MenuItemInput, UpdateMenuItem>({
  path: menuItemsPaths.api,
  key: 'menu-items',
  tag: 'menu-item',
  deleteCascades: true,
});
