import { useMemo } from 'react';
import { Router } from '../shared/navigation/router';
import type { RouteRegistryEntry } from './route-registry';
import { buildRoutes } from './router';

/** The signed-in routes for one set of permitted entries (sign-in, sign-out: a new set). */
export function RouterHost({
  entries,
  denied,
}: {
  entries: readonly RouteRegistryEntry[];
  denied: readonly RouteRegistryEntry[];
}) {
  const routes = useMemo(() => buildRoutes(entries, denied), [entries, denied]);
  return <Router routes={routes} />;
}
