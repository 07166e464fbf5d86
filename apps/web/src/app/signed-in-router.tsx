import { Container } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '../shared/api/query-client';
import { handlePermissionDenied } from '../shared/api/request';
import { currentUserQueryOptions, refreshPermissions } from '../shared/auth/current-user';
import { useCan } from '../shared/permissions/use-can';
import { loadAreaTexts } from '../i18n/i18n';
import { LoadErrorAlert } from '../shared/ui/load-error-alert';
import { PageLoader } from '../shared/ui/page-loader';
import { ROUTE_REGISTRY, permittedEntries } from './route-registry';
import { RouterHost } from './router-host';
import { warmStart } from './warm-start';

/**
 * The signed-in app (a lazy chunk: the sign-in screens need none of it). It owns the query
 * cache, so every sign-in starts with an empty one and nothing of a previous session leaks.
 * After sign-in `GET /user/me` brings the user's whole permission set once (REQ-ACCESS-4), then
 * the router is built with the permitted entries; a deep link resolves after it. No screen
 * renders before that answer, so every `useCan()` below answers synchronously.
 */
export function SignedInRouter() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    warmStart(client, ROUTE_REGISTRY, window.location);
    return client;
  });
  // a call refused for want of a permission: the set is read again and the screens follow it
  // without a reload (REQ-PERMUI-1); the refusal itself is the caller's to show
  useEffect(() => {
    handlePermissionDenied(() => refreshPermissions(queryClient));
    return () => handlePermissionDenied(null);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <PermittedRouter />
    </QueryClientProvider>
  );
}

function PermittedRouter() {
  const { t } = useTranslation();
  const me = useQuery(currentUserQueryOptions());
  // the areas' texts (sidebar names, error messages) before any signed-in screen draws, the
  // shell's 404 included, which no route's chunk loads them for; fetched beside /user/me
  const areaTexts = useQuery({
    queryKey: ['area-texts'],
    queryFn: () => loadAreaTexts().then(() => true),
    staleTime: Infinity,
    retry: 3,
  });
  const can = useCan();
  // a later refetch that fails keeps the answer it had: only a first failure stops the app
  const isChecked = me.data !== undefined;
  // The routes are fixed by the first answer for the rest of the page's life, as they were
  // when the set was asked for once: a later refetch that brings a changed set changes the
  // buttons (`useCan`) but never rebuilds the router, which would remount the page and wipe
  // typed input. The server refuses what was revoked in any case.
  const [permittedKey, setPermittedKey] = useState<string | null>(null);
  if (permittedKey === null && isChecked)
    setPermittedKey(
      permittedEntries(ROUTE_REGISTRY, can)
        .map((e) => e.path)
        .join('|'),
    );
  const [entries, denied] = useMemo(() => {
    const permitted = (permittedKey ?? '').split('|');
    return [
      ROUTE_REGISTRY.filter((e) => permitted.includes(e.path)),
      ROUTE_REGISTRY.filter((e) => !permitted.includes(e.path)),
    ] as const;
  }, [permittedKey]);
  if (!isChecked && me.isError)
    // without the permission set no screen can be drawn: say so, and let the user try again
    return (
      <Container size="sm" py="xl">
        <LoadErrorAlert
          title={t('form.loadError')}
          error={me.error}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      </Container>
    );
  // a chunk that failed to load three times does not keep the app out: its keys show as sent
  if (permittedKey === null || (areaTexts.isPending && !areaTexts.isError)) return <PageLoader />;
  return <RouterHost entries={entries} denied={denied} />;
}
