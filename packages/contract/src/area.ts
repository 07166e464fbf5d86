import type { SidebarIconName, SidebarSectionKey } from './sidebar.js';

/** A text in both interface languages (zod-free twin of `translatable.ts`'s schema type). */
export interface AreaText {
  pl: string;
  en: string;
}

/**
 * What an area is, declared once in the contract: its permissions, its error codes with their
 * messages, its name, its API base and client routes, its audit vocabulary and its sidebar
 * links. `catalogue.ts` lists every area
 * once in `AREAS` and derives from these the permission names and descriptions, the error
 * catalogue, the sidebar, the audit log's actions and kinds, and the upload permissions, so a
 * new area is its own files plus one line there (docs/architecture.md "How to add an area").
 */
export type AreaGroup = 'content' | 'finance' | 'access' | 'system';

export interface AreaSidebarLink<Route extends string> {
  section: SidebarSectionKey;
  /** the key the server sends (`menu.faq`); the web shows `label` (or the area's) for it */
  title: `menu.${string}`;
  /** the link's text when it is not the area's name (an area with two lists) */
  label?: AreaText;
  icon: SidebarIconName;
  /**
   * the area's client route the link opens (normally `list`): its path is the link's `href`,
   * its permission shows the link
   */
  route: Route;
  /**
   * An API path (under `/api`) answering `{ count }`: the link shows that number as a badge
   * (what waits for the user, e.g. pending approvals). Read with the link's own permission.
   */
  count?: `/admin/${string}`;
}

/**
 * One screen of the web client: its address (React Router's pattern: `/faq/:id`) and the
 * permission without which it does not exist (REQ-SHELL-2).
 */
export interface AreaRoute<Permission extends string = string> {
  path: `/${string}`;
  permission: Permission;
}

/**
 * Where an area lives: the base of its API (`/admin/faq`, under the server's `/api` prefix; its
 * export is `GET` on it) and its client routes by name (`list`, `create`, `record`, or an area's
 * own: `staffList`, `manualOrder`). Declared as its own export beside the descriptor
 * (`faqPaths`), so the web's routes, which load with the first screen, take these few strings
 * and not the descriptor's texts (docs/architecture.md, "The area descriptor").
 */
export interface AreaPaths<Permission extends string = string> {
  api?: `/admin/${string}`;
  routes?: Readonly<Record<string, AreaRoute<Permission>>>;
}

/** An area's permission names, `admin:{area}:{action}`. */
type AreaPermission<
  Name extends string,
  Actions extends readonly string[],
> = `admin:${Name}:${Actions[number]}`;
type RouteNames<Paths extends AreaPaths> = keyof NonNullable<Paths['routes']> & string;

/** The audited writes every record kind may have, named by one shared verb each. */
export type AuditWrite = 'create' | 'update' | 'delete' | 'restore';

/** A kind of record the audit log names (`entityType`) and the actions recorded on it. */
export interface AuditRecordDefinition {
  entityType: string;
  /** the kind, as the audit log's filter and column name it ("Pytanie FAQ" / "FAQ entry") */
  name: AreaText;
  /**
   * One such record inside a sentence: Polish genitive for "Edycja pytania FAQ", English
   * lower-case for "FAQ entry edited" (the shared verbs of `audit-constants.ts`).
   */
  of: AreaText;
  /**
   * One such record as the shared create, edit and delete toasts name it (REQ-NOTIFY-2):
   * Polish accusative ("Pomyślnie zapisano pytanie FAQ"; the error toasts take `of`), English
   * as the toasts word it ("Successfully edited FAQ"). Records without it (money, files) have
   * toasts of their own.
   */
  one?: AreaText;
  /** its audited writes named by the shared verbs; `restore` when a delete can be undone */
  writes: readonly AuditWrite[];
  /** its other audited actions (`user.sign-in`), each with its own name */
  actions?: Readonly<Record<string, AreaText>>;
}

/**
 * One column of an area's list, as the list's header and its export's header say it
 * (REQ-EXPORT-1: the export's columns are the list's). The value of a cell is each side's own:
 * the server's export getter, the web's cell renderer.
 */
export interface AreaColumn {
  header: AreaText;
}

/** An area's list columns by key, in the export's order: the key is what `columns=` sends. */
export type AreaColumns = Readonly<Record<string, AreaColumn>>;

export interface AreaDefinition<
  Name extends string = string,
  Actions extends readonly string[] = readonly string[],
  Errors extends Readonly<Record<string, AreaText>> = Readonly<Record<string, AreaText>>,
  Audit extends readonly AuditRecordDefinition[] = readonly AuditRecordDefinition[],
  Paths extends AreaPaths = AreaPaths,
  Columns extends AreaColumns = AreaColumns,
> {
  /** the `{area}` of `admin:{area}:{action}`; an area without permissions (auth) has none */
  permissionArea: Name;
  /**
   * its API base and client routes (`AreaPaths`); each route's permission is one of this
   * area's own (`tsc` fails on another's)
   */
  paths: Paths & AreaPaths<NoInfer<AreaPermission<Name, Actions>>>;
  /** the area's name: its permissions' descriptions ("FAQ: usuwanie") and its sidebar link */
  label: AreaText;
  actions: Actions;
  /**
   * REQ-ERR-3 codes this area answers (its prefix is the area's own, e.g. `FAQ:FAQ_NOT_EXISTS`),
   * each with its message in both languages.
   */
  errors: Errors;
  /** decides which seeded starting roles get the area's permissions */
  group: AreaGroup;
  /**
   * Its records take uploaded files: its create and edit permissions may upload
   * (`UPLOAD_PERMISSIONS`).
   */
  takesFiles?: boolean;
  sidebar: readonly AreaSidebarLink<NoInfer<RouteNames<Paths>>>[];
  /**
   * Its list's columns (an area has one list at most): the web list's headers and the export
   * file's headers are these words, and the keys both sides use are these keys.
   */
  columns?: Columns;
  /**
   * The money column whose sum the list shows under its rows, fetched apart from the rows
   * (REQ-FINLIST-1, `GET {api}/totals`): one of `columns`.
   */
  totals?: NoInfer<keyof Columns & string>;
  /** the kinds of record its writes put in the audit log */
  audit: Audit;
}

/**
 * A record's screen: the route's one parameter filled with the record's id (`/faq/:id` →
 * `/faq/7`).
 */
export function pathTo(route: { path: string }, id: string | number): string {
  return route.path.replace(/:\w+/, String(id));
}

/** Identity with inference: keeps the literal names, so permission and code unions stay exact. */
export function defineArea<
  const Name extends string,
  const Actions extends readonly string[],
  const Errors extends Readonly<Record<string, AreaText>>,
  const Audit extends readonly AuditRecordDefinition[],
  const Paths extends AreaPaths,
  const Columns extends AreaColumns = Readonly<Record<never, AreaColumn>>,
>(
  definition: AreaDefinition<Name, Actions, Errors, Audit, Paths, Columns>,
): AreaDefinition<Name, Actions, Errors, Audit, Paths, Columns> {
  return definition;
}

/** One area's error messages in one language, keyed by its own codes (typed): the web's shell catalogues take the sign-in area's
 * this way, without loading `AREAS`. */
export function areaMessages<const Errors extends Readonly<Record<string, AreaText>>>(
  area: { errors: Errors },
  language: keyof AreaText,
): { [Code in keyof Errors]: string } {
  return Object.fromEntries(
    Object.entries(area.errors).map(([code, message]) => [code, message[language]]),
  ) as { [Code in keyof Errors]: string };
}

export const CRUD_ACTIONS = ['list', 'get', 'create', 'edit', 'delete'] as const;

/** The audited writes of a CRUD area whose deletes can be undone (docs/decisions/0005). */
export const CRUD_AUDIT_WRITES = ['create', 'update', 'delete', 'restore'] as const;

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
