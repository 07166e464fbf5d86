import type { AreaRoute, AuditEntityType, Language, PermissionName } from '@backoffice/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** One screen of a feature: the URL, the permission without which it does not exist, the page. */
export interface FeatureRoute {
  /**
   * The screen's path and permission, as its area declares them in the contract
   * (`faqPaths.routes.list`): the descriptor says where an area lives, the feature which page
   * draws it.
   */
  route: AreaRoute<PermissionName>;
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
  /** the record's page, from its area's paths (`faqPaths.routes.record`), with its permission */
  route: AreaRoute<PermissionName>;
  /** the page's query when the record is on one of its tabs (`?tab=paypal`) */
  search?: `?${string}`;
}

/** A feature's texts, one chunk per language, loaded with its pages. */
export type CatalogueLoaders<Texts extends object = object> = Record<
  Language,
  () => Promise<Texts>
>;

/**
 * What a feature declares once (react-admin's `<Resource>` is the model): the app derives the
 * routes and the catalogue loading from it. Its paths and permissions are its areas' (the
 * contract's `<area>Paths`); its sidebar links are the server's, from the same descriptors.
 */
export interface Feature<Texts extends object = object> {
  name: string;
  catalogue: CatalogueLoaders<Texts>;
  routes: readonly FeatureRoute[];
  records?: readonly FeatureRecord[];
}

/** Identity with inference: keeps the catalogue's type for the app's typed keys. */
export const defineFeature = <Texts extends object>(feature: Feature<Texts>): Feature<Texts> =>
  feature;
