import type { AreaDefinition, ListTotals as ListTotalsAnswer } from '@backoffice/contract';
import { Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../api/request';
import { formatPln } from '../format/money';
import { useContentLanguage } from '../format/translatable';

/** Where a list's sum comes from: its API path and the summed column (the area's `totals`). */
export interface ListTotalsSource {
  path: string;
  column: string;
  /** the header of the summed column, as the list shows it */
  label: string;
  /** the area's query key (`ordersApi.keys.all`): its changes re-read the sum with the rows */
  queryKey: readonly unknown[];
}

/**
 * The list's `totals` source from its area descriptor (REQ-FINLIST-1), or undefined when the
 * area declares none: a list shows its sum by passing this to `ListTable`'s `totals`.
 */
export function listTotalsOf(
  area: Pick<AreaDefinition, 'paths' | 'totals' | 'columns'>,
  language: 'pl' | 'en',
  queryKey: readonly unknown[],
): ListTotalsSource | undefined {
  const column = area.totals;
  const path = area.paths.api;
  if (!column || !path) return undefined;
  return {
    path,
    column,
    label: area.columns?.[column]?.header[language] ?? column,
    queryKey,
  };
}

/**
 * "Total amount: 1 234,50 zł" under a list (REQ-FINLIST-1), or "about …" when the server
 * estimated it (as the row count says "about" beyond its cap). Its own request, so the rows
 * never wait for it; it follows the list's filters, not its page.
 */
export function ListTotals({
  source,
  apiQuery,
}: {
  source: ListTotalsSource;
  apiQuery: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { pagination: _pagination, order: _order, ...query } = apiQuery;
  const totals = useQuery({
    queryKey: [...source.queryKey, 'totals', query],
    queryFn: async ({ signal }) =>
      (await request<ListTotalsAnswer>(`${source.path}/totals`, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
  const data = totals.data;
  if (!data) return null;
  const amount = formatPln(data.sum, language);
  return (
    <Text size="sm" fw={600} aria-live="polite" data-testid="list-totals">
      {t(data.isEstimate ? 'list.totals.sumAbout' : 'list.totals.sum', {
        column: source.label,
        amount,
      })}
    </Text>
  );
}
