import type { AreaDefinition } from './area.js';
import { CORE_ERROR_CODES, TRANSPORT_ERROR_CODES } from './errors.js';
import {
  SIDEBAR_SECTION_KEYS,
  type SidebarIconName,
  type SidebarSectionKey,
  type SidebarLinkKey,
} from './sidebar.js';
import { agreementsArea } from './areas/agreements.js';
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

/**
 * Every area of the contract, listed once. Permission names, the error-code catalogue and the
 * sidebar are assembled from these; adding an area is its file in `areas/` and one line here.
 * The order is the sidebar's order within each section.
 */
export const AREAS = [
  authArea,
  offersArea,
  seriesArea,
  investmentsArea,
  ordersArea,
  transactionsArea,
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
type CodesOf<A> =
  A extends AreaDefinition<string, readonly string[], infer Codes> ? Codes[number] : never;

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

/** The permissions of the areas in one group (the seed's starting roles use these). */
/**
 * Who may upload: the create or edit permission of any area whose records take files (both
 * upload routes declare this list; any one of them suffices), from the areas' `takesFiles`.
 */
export const UPLOAD_PERMISSIONS: PermissionName[] = AREAS.flatMap((area) =>
  'takesFiles' in area && area.takesFiles
    ? area.actions
        .filter((action) => action === 'create' || action === 'edit')
        .map((action) => `admin:${area.permissionArea}:${action}` as PermissionName)
    : [],
);

export function permissionsOfGroup(group: AreaDefinition['group']): PermissionName[] {
  return AREAS.filter((area) => area.group === group).flatMap((area) =>
    area.actions.map((action) => `admin:${area.permissionArea}:${action}` as PermissionName),
  );
}

/** REQ-ERR-3 codes the areas answer, plus the shared ones; the client translates each. */
export const CATALOGUE_ERROR_CODES = [
  ...CORE_ERROR_CODES,
  ...AREAS.flatMap((area) => area.errors as readonly CodesOf<Areas[number]>[]),
];
export const ERROR_CODES = [...CATALOGUE_ERROR_CODES, ...TRANSPORT_ERROR_CODES];
export type ErrorCode =
  | (typeof CORE_ERROR_CODES)[number]
  | CodesOf<Areas[number]>
  | (typeof TRANSPORT_ERROR_CODES)[number];

/** One link of the server-driven sidebar (REQ-SHELL-3). */
export interface SidebarLinkDefinition {
  section: SidebarSectionKey;
  title: SidebarLinkKey;
  href: `/${string}`;
  icon: SidebarIconName;
  permission: PermissionName;
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
        .map((link) => ({
          section,
          title: link.title,
          href: link.href,
          icon: link.icon,
          permission: `admin:${area.permissionArea}:${link.action}` as PermissionName,
        })),
    ),
  );
}

/**
 * Every link the server can ever put in the sidebar. The server serves the links of its
 * registered modules (a test checks they are these); the web app tests that each has a route
 * behind the same permission and a translated title.
 */
export const SIDEBAR_ENTRIES: readonly SidebarLinkDefinition[] = sidebarLinksOf(AREAS);
