import type { PermissionName } from '@backoffice/contract';
import type { ComponentType } from 'react';
import type { ListSource } from '../shared/feature';
import { loadFeatureCatalogue } from '../i18n/i18n';
import { COMPOSED_PAGES } from './composed-pages';
import { FEATURES } from './features';

/**
 * Permission-gated admin routes (REQ-SHELL-2: "many admin routes are registered only when the
 * matching permission is granted"), derived from the features' descriptors. The user's permission
 * set comes with `GET /user/me` after sign-in; an entry the user lacks is not registered, so
 * its URL lands on the 404 screen.
 */
export interface RouteRegistryEntry {
  /** Path under the shell, without the leading slash: `faq`, `faq/:id`. */
  path: string;
  /** The permission without which the route does not exist. */
  permission: PermissionName;
  /** The page's lazy chunk, with its feature's texts in the current language. */
  lazy: () => Promise<{ Component: ComponentType }>;
  /** See `FeatureRoute.list`. */
  list?: (() => Promise<ListSource>) | undefined;
}

export const ROUTE_REGISTRY: readonly RouteRegistryEntry[] = FEATURES.flatMap((feature) =>
  feature.routes.map(({ route, page, list }) => ({
    path: route.path.slice(1),
    permission: route.permission,
    list,
    lazy: async () => {
      const [Component] = await Promise.all([
        (COMPOSED_PAGES[route.path] ?? page)(),
        loadFeatureCatalogue(feature.name, feature.catalogue),
      ]);
      return { Component };
    },
  })),
);

export function permittedEntries(
  registry: readonly RouteRegistryEntry[],
  can: (permission: PermissionName) => boolean,
): RouteRegistryEntry[] {
  return registry.filter((entry) => can(entry.permission));
}
