import type { AreaColumns, AreaDefinition, AreaText, AuditRecordDefinition } from './area.js';
import { CORE_ERROR_CODES, TRANSPORT_ERROR_CODES } from './errors.js';
import { SIDEBAR_SECTION_KEYS, type SidebarIconName, type SidebarSectionKey } from './sidebar.js';
import { agreementsArea } from './areas/agreements.js';
import { approvalsArea } from './areas/approvals.js';
import { bankStatementsArea } from './areas/bank-statements.js';
import { auditLogArea } from './areas/audit-log.js';
import { blogArea } from './areas/blog.js';
import { authArea } from './areas/auth.js';
import { emailOutboxArea } from './areas/email-outbox.js';
import { emailTemplatesArea } from './areas/email-templates.js';
import { faqArea } from './areas/faq.js';
import { featuredOffersArea } from './areas/featured-offers.js';
import { menuItemsArea } from './areas/menu-items.js';
import { permissionsArea } from './areas/permissions.js';
import { offersArea } from './areas/offers.js';
import { pagesArea } from './areas/pages.js';
import { refundsArea } from './areas/refunds.js';
import { investmentsArea } from './areas/investments.js';
import { ordersArea } from './areas/orders.js';
import { rolesArea } from './areas/roles.js';
import { seriesArea } from './areas/series.js';
import { settingsArea } from './areas/settings.js';
import { slidersArea } from './areas/sliders.js';
import { staticContentArea } from './areas/static-content.js';
import { tagsArea } from './areas/tags.js';
import { transactionsArea } from './areas/transactions.js';
import { uploadsArea } from './areas/uploads.js';
import { usersArea } from './areas/users.js';

// Each area file, re-exported: the package's index needs no line per area for it.
export * from './areas/agreements.js';
export * from './areas/approvals.js';
export * from './areas/bank-statements.js';
export * from './areas/audit-log.js';
export * from './areas/blog.js';
export * from './areas/auth.js';
export * from './areas/email-outbox.js';
export * from './areas/email-templates.js';
export * from './areas/faq.js';
export * from './areas/featured-offers.js';
export * from './areas/menu-items.js';
export * from './areas/permissions.js';
export * from './areas/offers.js';
export * from './areas/pages.js';
export * from './areas/refunds.js';
export * from './areas/investments.js';
export * from './areas/orders.js';
export * from './areas/roles.js';
export * from './areas/series.js';
export * from './areas/settings.js';
export * from './areas/sliders.js';
export * from './areas/static-content.js';
export * from './areas/tags.js';
export * from './areas/transactions.js';
export * from './areas/uploads.js';
export * from './areas/users.js';

/**
 * Every area of the contract, listed once. Permission names and descriptions, the error-code
 * catalogue and its messages, the sidebar, the audit vocabulary and the upload permissions are
 * derived from these; adding an area is its file in `areas/` and its line here (the import and
 * the re-export above go with it). The order is the sidebar's order within each section.
 */
export const AREAS = [
  authArea,
  offersArea,
  seriesArea,
  investmentsArea,
  ordersArea,
  transactionsArea,
  refundsArea,
  approvalsArea,
  bankStatementsArea,
  faqArea,
  menuItemsArea,
  slidersArea,
  featuredOffersArea,
  blogArea,
  tagsArea,
  pagesArea,
  staticContentArea,
  agreementsArea,
  emailTemplatesArea,
  emailOutboxArea,
  usersArea,
  rolesArea,
  permissionsArea,
  auditLogArea,
  uploadsArea,
  settingsArea,
] as const;

type Areas = typeof AREAS;
type PermissionOf<A> =
  A extends AreaDefinition<infer Name, infer Actions> ? `admin:${Name}:${Actions[number]}` : never;
type CodesOf<A> = A extends { errors: infer Errors } ? keyof Errors & string : never;
type AuditOf<A> = A extends { audit: readonly (infer Audit)[] } ? Audit : never;
type ActionsOfRecord<R> = R extends {
  entityType: infer E extends string;
  writes: readonly (infer W extends string)[];
}
  ? `${E}.${W}` | (R extends { actions: infer X } ? `${E}.${keyof X & string}` : never)
  : never;

/** `admin:{area}:{action}`: a misspelt permission fails `tsc` wherever this type is used. */
export type PermissionName = PermissionOf<Areas[number]>;
export type PermissionArea = Areas[number]['permissionArea'];

export const PERMISSION_CATALOGUE: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  AREAS.filter((area) => area.actions.length > 0).map((area) => [
    area.permissionArea,
    area.actions,
  ]),
);

export const ALL_PERMISSIONS: PermissionName[] = AREAS.flatMap((area) =>
  area.actions.map((action) => `admin:${area.permissionArea}:${action}` as PermissionName),
);

/**
 * Who may upload: the create or edit permission of any area whose records take files (both
 * upload routes declare this list; any one of them suffices), from the areas' `takesFiles`.
 */
export const UPLOAD_PERMISSIONS: PermissionName[] = AREAS.flatMap((area) =>
  'takesFiles' in area && area.takesFiles
    ? area.actions
        // a bank statement is imported from an uploaded file
        .filter((action) => action === 'create' || action === 'edit' || action === 'import')
        .map((action) => `admin:${area.permissionArea}:${action}` as PermissionName)
    : [],
);

/** The permissions of the areas in one group (the seed's starting roles use these). */
export function permissionsOfGroup(group: AreaDefinition['group']): PermissionName[] {
  return AREAS.filter((area) => area.group === group).flatMap((area) =>
    area.actions.map((action) => `admin:${area.permissionArea}:${action}` as PermissionName),
  );
}

/** REQ-ERR-3 codes the areas answer, plus the shared ones; the client translates each. */
export const CATALOGUE_ERROR_CODES = [
  ...CORE_ERROR_CODES,
  ...new Set(AREAS.flatMap((area) => Object.keys(area.errors) as CodesOf<Areas[number]>[])),
];
export const ERROR_CODES = [...CATALOGUE_ERROR_CODES, ...TRANSPORT_ERROR_CODES];
export type AreaErrorCode = CodesOf<Areas[number]>;
export type ErrorCode =
  (typeof CORE_ERROR_CODES)[number] | AreaErrorCode | (typeof TRANSPORT_ERROR_CODES)[number];

/**
 * Each area's error messages in one language, by code (REQ-ERR-3): the web adds them to its
 * texts once signed in (the shell's catalogues hold only the shared and transport codes, and
 * the sign-in area's, which the public screens show).
 */
export function areaErrorMessages(
  language: keyof AreaText,
  areas: readonly AreaDefinition[],
): Record<string, string> {
  return Object.fromEntries(
    areas.flatMap((area) =>
      Object.entries(area.errors).map(([code, message]) => [code, message[language]]),
    ),
  );
}

/** The kinds of record the audit log names, each with its writes and actions, from `AREAS`. */
export const AREA_AUDIT_RECORDS: readonly AuditRecordDefinition[] = (
  AREAS as readonly AreaDefinition[]
).flatMap((area) => area.audit);
/** Every audited action an area records (`faq.create`, `user.sign-in`). */
export type AreaAuditAction = ActionsOfRecord<AuditOf<Areas[number]>>;
export type AreaAuditEntityType = AuditOf<Areas[number]>['entityType'];
/** The kinds of record with the shared create, edit and delete toasts (their `one`). */
export type ToastedRecordType = Extract<AuditOf<Areas[number]>, { one: AreaText }>['entityType'];

type ColumnsOf<A> = A extends { columns?: infer Columns extends AreaColumns } ? Columns : never;
/** The areas with a list, by `permissionArea`: each one's declared columns. */
export type ListColumnsByArea = {
  [
    A in Areas[number] as keyof ColumnsOf<A> extends never ? never : A['permissionArea']
  ]: ColumnsOf<A>;
};
/** An area with a list (`columns`): the web's list headers and the server's export name it. */
export type ListArea = keyof ListColumnsByArea;
/** A column key the area declares: a list page or an export naming another fails `tsc`. */
export type ListColumnKey<Area extends ListArea> = keyof ListColumnsByArea[Area] & string;

/**
 * The list column headers in one language, by area and key (`faq.question`): the web's texts
 * for its list headers (REQ-EXPORT-1: the export's header is the list's).
 */
export function columnHeaders(
  language: keyof AreaText,
  areas: readonly AreaDefinition[],
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    areas.flatMap((area) =>
      area.columns
        ? [
            [
              area.permissionArea,
              Object.fromEntries(
                Object.entries(area.columns).map(([key, column]) => [key, column.header[language]]),
              ),
            ],
          ]
        : [],
    ),
  );
}

/** A link title the server may send (`menu.faq`), from the areas' sidebar links. */
export type SidebarLinkKey = Areas[number]['sidebar'][number]['title'];

/** One link of the server-driven sidebar (REQ-SHELL-3). */
export interface SidebarLinkDefinition {
  section: SidebarSectionKey;
  title: SidebarLinkKey;
  /** what the link says: its own label or its area's name */
  label: AreaText;
  href: `/${string}`;
  icon: SidebarIconName;
  permission: PermissionName;
  /** the API path of the link's badge count (`AreaSidebarLink.count`) */
  count?: `/admin/${string}`;
}

/**
 * The sidebar links of some areas in display order: sections in `SIDEBAR_SECTION_KEYS` order,
 * then area order within a section.
 */
export function sidebarLinksOf(areas: readonly AreaDefinition[]): SidebarLinkDefinition[] {
  return SIDEBAR_SECTION_KEYS.flatMap((section) =>
    areas.flatMap((area) =>
      area.sidebar
        .filter((link) => link.section === section)
        .map((link) => {
          const route = area.paths.routes?.[link.route];
          if (!route) throw new Error(`${area.permissionArea}: no route ${link.route}`);
          return {
            section,
            title: link.title,
            label: link.label ?? area.label,
            href: route.path,
            icon: link.icon,
            permission: route.permission as PermissionName,
            ...(link.count ? { count: link.count } : {}),
          };
        }),
    ),
  );
}

/**
 * Every link the server can ever put in the sidebar. The server serves the links of its
 * registered modules (a test checks they are these); the web app tests that each has a route
 * behind the same permission and a translated title.
 */
export const SIDEBAR_ENTRIES: readonly SidebarLinkDefinition[] = sidebarLinksOf(AREAS);
