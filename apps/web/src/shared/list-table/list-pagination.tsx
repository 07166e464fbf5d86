import { DEFAULT_PAGE_SIZES, LIST_COUNT_CAP, type ListMeta } from '@backoffice/contract';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * REQ-LIST-6: page sizes 5, 10, 20, 50 plus the server's current size (and any other the
 * server declares for the area).
 */
export function pageSizeOptions(
  meta: Pick<ListMeta, 'configuredPagination' | 'pagination'>,
): number[] {
  const declared = meta.configuredPagination.pageSizes;
  return [
    ...new Set([
      ...(declared.length > 0 ? declared : DEFAULT_PAGE_SIZES),
      meta.pagination.pageSize,
    ]),
  ]
    .filter((size) => size > 0)
    .sort((a, b) => a - b);
}

/** A page's cursor */
export type PageCursor = { after: string } | { before: string };

/**
 * The cursor that seeks `page` from the page shown, when the server gave one: the next and
 * previous pages by their edge rows, and any page of the second half of a list whose total is
 * an estimate by its end (`pagination.cursors`; the last page, and those the pager shows beside
 * it). Without one the server steps over every row before the page, which at page 5,000 of a
 * million orders is fifty thousand index entries, and at the last page a million.
 */
export function cursorFor(
  pagination: ListMeta['pagination'],
  page: number,
): PageCursor | undefined {
  const cursors = pagination.cursors;
  if (!cursors || page <= 1) return undefined;
  if (page === pagination.pageNumber + 1 && cursors.next) return { after: cursors.next };
  if (page === pagination.pageNumber - 1 && cursors.previous) return { before: cursors.previous };
  if (cursors.last && page > pagination.totalPages / 2) return { before: cursors.last };
  return undefined;
}

export interface ListPaginationProps {
  meta: Pick<ListMeta, 'configuredPagination' | 'pagination'>;
  shownItems: number;
  onPage: (pageNumber: number, cursor?: PageCursor) => void;
  onPageSize: (pageSize: number) => void;
}

/** Under the table: "11–20 of 42", the page size, the pages. */
export function ListPagination({ meta, shownItems, onPage, onPageSize }: ListPaginationProps) {
  const { t, i18n } = useTranslation();
  const { pageSize, pageNumber, totalItems, totalPages, totalIsEstimate } = meta.pagination;
  // an estimate is either the planner's row count of the whole table ("about 1 000 000") or
  // the count's cap + 1 ("more than 10 000")
  const about = totalIsEstimate && totalItems > LIST_COUNT_CAP + 1;
  const format = (n: number) => n.toLocaleString(i18n.language === 'pl' ? 'pl-PL' : 'en-GB');
  const total = format(totalIsEstimate && !about ? LIST_COUNT_CAP : totalItems);
  const from = shownItems === 0 ? 0 : (pageNumber - 1) * pageSize + 1;
  const to = shownItems === 0 ? 0 : from + shownItems - 1;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(about ? 'list.rangeAbout' : totalIsEstimate ? 'list.rangeEstimate' : 'list.range', {
            from: format(from),
            to: format(to),
            total,
          })}
        </Text>
        <NativeSelect
          aria-label={t('list.pageSize')}
          size="xs"
          w={80}
          data={pageSizeOptions(meta).map((size) => String(size))}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        />
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {t('list.perPage')}
        </Text>
      </Group>
      {totalPages > 1 ? (
        <Pagination
          total={totalPages}
          value={Math.min(pageNumber, totalPages)}
          onChange={(page) => onPage(page, cursorFor(meta.pagination, page))}
          size="sm"
          siblings={1}
          boundaries={1}
          getItemProps={(page) => ({ 'aria-label': t('list.goToPage', { page }) })}
          getControlProps={(control) => ({
            'aria-label':
              control === 'next'
                ? t('list.nextPage')
                : control === 'previous'
                  ? t('list.previousPage')
                  : control === 'first'
                    ? t('list.firstPage')
                    : t('list.lastPage'),
          })}
        />
      ) : null}
    </Group>
  );
}
