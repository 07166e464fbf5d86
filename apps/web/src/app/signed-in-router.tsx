import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { usePermissions } from '../shared/permissions/use-permissions';
import { PageLoader } from '../shared/ui/page-loader';
import { REGISTRY_PERMISSIONS, ROUTE_REGISTRY, permittedEntries } from './route-registry';
import { RouterHost } from './router-host';
import { warmStart } from './warm-start';

// this chunk loads only for a signed-in user, once per page load
warmStart(ROUTE_REGISTRY, window.location);

/**
 * The signed-in app (a lazy chunk: the sign-in screens need none of it). It owns the query
 * cache, so every sign-in starts with an empty one and nothing of a previous session leaks.
 * After sign-in the permissions of the whole registry are checked once (REQ-ACCESS-4),
 * then the router is built with the permitted entries; a deep link resolves after the check.
 */
export function SignedInRouter() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PermittedRouter />
    </QueryClientProvider>
  );
}

function PermittedRouter() {
  const { can, isChecked } = usePermissions('routes', REGISTRY_PERMISSIONS);
  // The router is rebuilt (and every page remounted) only when the set of permitted routes
  // changes, never because a hook handed back a new function: that would wipe typed input.
  const permittedKey = isChecked
    ? permittedEntries(ROUTE_REGISTRY, can)
        .map((e) => e.path)
        .join('|')
    : '';
  const [entries, denied] = useMemo(() => {
    const permitted = permittedKey.split('|');
    return [
      ROUTE_REGISTRY.filter((e) => permitted.includes(e.path)),
      ROUTE_REGISTRY.filter((e) => !permitted.includes(e.path)),
    ] as const;
  }, [permittedKey]);
  if (!isChecked) return <PageLoader />;
  return <RouterHost entries={entries} denied={denied} />;
}
