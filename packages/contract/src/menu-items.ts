import { z } from 'zod';
import { evenWhenFieldsFail, positionSchema, recordVersionSchema } from './common.js';
import { siteLinkSchema } from './links.js';
import { MENU_CODE_NAMES } from './menu-constants.js';

/** REQ-MENU-4: a root item has a codeName, a child has a parent, never both or neither. */
export const menuItemFieldsSchema = z.object({
  parent: z.number().int().positive().nullable().default(null),
  codeName: z.enum(MENU_CODE_NAMES).nullable().default(null),
  position: positionSchema(),
  label: z.object({
    pl: z.string().trim().min(1, 'LABEL_IS_REQUIRED').max(200),
    en: z.string().trim().max(200),
  }),
  url: z.object({ pl: siteLinkSchema, en: siteLinkSchema }),
});

const parentXorCodeName = (v: { parent: number | null; codeName: string | null }) =>
  (v.parent === null) !== (v.codeName === null);
const parentXorCodeNameIssue = {
  message: 'PARENT_OR_CODE_NAME_REQUIRED',
  path: ['codeName'],
  ...evenWhenFieldsFail,
};

export const menuItemInputSchema = menuItemFieldsSchema.refine(
  parentXorCodeName,
  parentXorCodeNameIssue,
);
export type MenuItemInput = z.infer<typeof menuItemFieldsSchema>;

export const createMenuItemSchema = z.object({ data: menuItemInputSchema });
export const updateMenuItemSchema = menuItemFieldsSchema
  .extend({ version: recordVersionSchema })
  .refine(parentXorCodeName, parentXorCodeNameIssue);
export type UpdateMenuItem = z.infer<typeof updateMenuItemSchema>;

export const menuItemSchema = menuItemFieldsSchema.extend({
  id: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export type MenuTreeNode = MenuItem & { children: MenuTreeNode[] };
export const menuTreeNodeSchema: z.ZodType<MenuTreeNode> = z.lazy(() =>
  menuItemSchema.extend({ children: z.array(menuTreeNodeSchema) }),
);
export const menuTreeResponseSchema = z.object({
  header: z.array(menuTreeNodeSchema),
  footer: z.array(menuTreeNodeSchema),
});
export type MenuTree = z.infer<typeof menuTreeResponseSchema>;

export const MENU_ITEM_DEFAULTS: MenuItemInput = {
  parent: null,
  codeName: null,
  position: 1,
  label: { pl: '', en: '' },
  url: { pl: '', en: '' },
};
