import type {
  AuditEntityType,
  Language,
  PermissionName,
  SidebarIconName,
  SidebarLinkKey,
} from '@backoffice/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** One screen of a feature: the URL, the permission without which it does not exist, the page. */
export interface FeatureRoute {
  /** Path under the shell, without the leading slash: `faq`, `faq/:id`. */
  path: string;
  permission: PermissionName;
  /** The page's lazy chunk (every page is its own chunk). */
  page: () => Promise<ComponentType>;
  /**
   * A list page's data source, when the page lists it with the address's list query
   * (`useListUrlState().apiQuery`) and nothing else: the route's loader puts that page in the
   * query cache while the page's code loads (`app/router.tsx`). Loaded lazily, with the page.
   */
  list?: () => Promise<ListSource>;
}

/** What a list route's loader needs of the area's resource (`createCrudResource` has it). */
export interface ListSource {
  prefetchList: (queryClient: QueryClient, query: Record<string, unknown>) => Promise<void>;
}

/**
 * A kind of record the feature owns, as the audit log shows it: its entries name the record's
 * fields with the feature's labels and link to its page (for a user holding `permission`).
 */
export interface FeatureRecord {
  /** the audit log's `entityType` */
  entityType: AuditEntityType;
  /** where the feature's catalogue keeps the record's field labels (`faq.fields`) */
  fieldsKey: string;
  /** the record's page */
  path: (id: string) => string;
  /** the route permission of that page */
  permission: PermissionName;
}

/** The feature's link in the server-driven sidebar: the server sends href, icon and title. */
export interface FeatureSidebarItem {
  href: `/${string}`;
  icon: SidebarIconName;
  /** a key of the shell catalogue: the sidebar is drawn before any feature's texts load */
  title: SidebarLinkKey;
}

/** A feature's texts, one chunk per language, loaded with its pages. */
export type CatalogueLoaders<Texts extends object = object> = Record<
  Language,
  () => Promise<Texts>
>;

/**
 * What a feature declares once (react-admin's `<Resource>` is the model): the app derives the
 * routes, the sidebar check and the catalogue loading from it.
 */
export interface Feature<Texts extends object = object> {
  name: string;
  catalogue: CatalogueLoaders<Texts>;
  routes: readonly FeatureRoute[];
  sidebar: readonly FeatureSidebarItem[];
  records?: readonly FeatureRecord[];
}

/** Identity with inference: keeps the catalogue's type for the app's typed keys. */
export const defineFeature = <Texts extends object>(feature: Feature<Texts>): Feature<Texts> =>
  feature;
