import type { SidebarIconName, SidebarLinkKey, SidebarSectionKey } from './sidebar.js';

/**
 * What an area owns in the contract: its permission actions, its error codes and its sidebar
 * links. `areas.ts` lists every area once and assembles the catalogues from these, so a new area
 * is one file plus one line there.
 */
export type AreaGroup = 'content' | 'finance' | 'access' | 'system';

export interface AreaSidebarLink<Action extends string> {
  section: SidebarSectionKey;
  title: SidebarLinkKey;
  href: `/${string}`;
  icon: SidebarIconName;
  /** the action of this area whose permission shows the link (normally `list`) */
  action: Action;
}

export interface AreaDefinition<
  Name extends string = string,
  Actions extends readonly string[] = readonly string[],
  Codes extends readonly string[] = readonly string[],
> {
  /** the `{area}` of `admin:{area}:{action}`; an area without permissions (auth) has none */
  permissionArea: Name;
  actions: Actions;
  /** REQ-ERR-3 codes this area answers (its prefix is the area's own, e.g. `FAQ:FAQ_NOT_EXISTS`) */
  errors: Codes;
  /** decides which seeded starting roles get the area's permissions */
  group: AreaGroup;
  /**
   * Its records take uploaded files: its create and edit permissions may upload
   * (`UPLOAD_PERMISSIONS`).
   */
  takesFiles?: boolean;
  sidebar: readonly AreaSidebarLink<Actions[number]>[];
}

/** Identity with inference: keeps the literal names, so permission and code unions stay exact. */
export function defineArea<
  const Name extends string,
  const Actions extends readonly string[],
  const Codes extends readonly string[],
>(definition: AreaDefinition<Name, Actions, Codes>): AreaDefinition<Name, Actions, Codes> {
  return definition;
}

export const CRUD_ACTIONS = ['list', 'get', 'create', 'edit', 'delete'] as const;

/**
 * The five CRUD permissions of an area (`admin:{area}:{action}`), for its route table: where
 * they are typed as permission names, an area without one of the actions fails `tsc`.
 */
export function crudPermissions<const Name extends string>(area: Name) {
  return {
    list: `admin:${area}:list`,
    get: `admin:${area}:get`,
    create: `admin:${area}:create`,
    edit: `admin:${area}:edit`,
    delete: `admin:${area}:delete`,
  } as const;
}
