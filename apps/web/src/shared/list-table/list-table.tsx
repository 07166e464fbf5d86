import type { ListResponse, OrderDirection } from '@backoffice/contract';
import {
  ActionIcon,
  Button,
  Checkbox,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconChevronDown,
  IconChevronRight,
  IconFilterOff,
} from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiRequestError } from '../api/api-request-error';
import { listReturnState } from '../navigation/list-return';
import { ScrollTable } from '../ui/scroll-table';
import { TableSkeleton } from '../ui/table-skeleton';
import { ActiveFilters, activeFilterChips } from './active-filters';
import type { BulkAction, BulkRowResult } from './bulk-actions';
import { BulkBar } from './bulk-bar';
import { ColumnChooser, useVisibleColumns } from './column-chooser';
import { ListCards } from './list-cards';
import { ListFilters, ListFiltersPlaceholder, type ListFilterConfig } from './list-filters';
import { ExportMenu } from './export-menu';
import { CreateButton, ListHeader } from './list-header';
import { SavedViewsMenu } from './saved-views-menu';
import { hasFilters } from './list-url-state';
import { ListPagination } from './list-pagination';
import type { ListTotalsSource } from './list-totals';
import type { ListColumn, RowGroup } from './list-types';
import { RowActions, type ExtraRowAction } from './row-actions';
import { rowOpenHandlers } from './row-open';
import {
  keepOnly,
  pageSelectionState,
  toggleRow,
  togglePage,
  type RowKey,
  type Selection,
} from './selection';
import type { ListUrlState } from './use-list-url-state';
import { pressWithoutBlur } from './press-without-blur';
import classes from './list-table.module.css';
import { breakableCell } from './break-long-words';

// shown only on the lists that declare totals and after a bulk run: outside every list's first
// payload (the /faq budget, docs/performance.md)
const BulkResults = lazy(() => import('./bulk-results').then((m) => ({ default: m.BulkResults })));
const ListTotals = lazy(() => import('./list-totals').then((m) => ({ default: m.ListTotals })));
import { LoadErrorAlert } from '../ui/load-error-alert';

/** At this width and below a list shows cards instead of a table (48em = 768 px). */
export const CARD_LAYOUT_QUERY = '(max-width: 48em)';

export type { ListColumn, RowGroup } from './list-types';

/**
 * A table's actions column pinned to its frame's right edge (with `ScrollTable`'s `pinnedEnd`):
 * every list's, and a table of rows with actions drawn outside `ListTable` (the menu tree).
 */
export const PINNED_COLUMN_CLASS = classes.pinned;

export interface ListTableProps<T> {
  title: string;
  /** `useListUrlState()`: the list query of the address. */
  state: ListUrlState;
  /**
   * The area's list query (`useFaqList(state.apiQuery)`), answering the list shape of REQ-LIST-2.
   */
  result: UseQueryResult<ListResponse<T>>;
  columns: readonly ListColumn<T>[];
  rowKey: (item: T) => string | number;
  /** Names the row for the action buttons' accessible names. */
  rowLabel: (item: T) => string;
  /** Which of the server's filters to draw, with their labels; all of them when left out. */
  filters?: Record<string, ListFilterConfig>;
  /** Each action only when permitted: leave out what the user may not do. */
  createPath?: string | undefined;
  createLabel?: string;
  editPath?: ((item: T) => string) | undefined;
  onDelete?: ((item: T) => void) | undefined;
  /** Row actions beyond edit and delete, each already filtered by its permission. */
  extraActions?: ((item: T) => readonly ExtraRowAction[]) | undefined;
  /** The actions column's least width in px (REQ-OFFER-1: the offers list's is 260). */
  actionsMinWidth?: number;
  /**
   * Which rows offer delete when `onDelete` is given (a built-in permission, your own account):
   * default all of them.
   */
  canDelete?: (item: T) => boolean;
  /** A row that opens to show more (the audit log's before/after). */
  renderDetails?: (item: T) => ReactNode;
  /** The empty state's text (REQ-LIST-7: "Empty table shows a notFound message"). */
  emptyMessage?: string;
  /** Controls in the header before reload and create. */
  headerExtra?: ReactNode;
  /**
   * Below this width the table scrolls sideways inside its frame, the actions column pinned to
   * its right edge. Every list fits the 963 px a 1280 px screen leaves beside the open sidebar
   * (headers wrap at their spaces, `hiddenByDefault` columns wait in the column chooser).
   */
  minWidth?: number;
  /**
   * Names the list for the per-user column choice (`listColumns.<listId>`); the column chooser
   * shows only when it is given.
   */
  listId?: string;
  /**
   * The list's API path (`/admin/order`) when the user may export it (`admin:<area>:export`):
   * the header gets "Export" (XLSX, CSV) of every row the filters select, the visible columns.
   */
  exportPath?: string | undefined;
  /** What the list's own query adds beyond the address's (users' `onlyAdmin`), for the export */
  exportQuery?: Record<string, unknown>;
  /**
   * What the picked rows can be acted on with (`useStandardBulkActions`), only the permitted
   * ones; the checkbox column shows when there is at least one.
   */
  bulkActions?: readonly BulkAction<T>[];
  /**
   * The sum of a money column over the filtered rows (`listTotalsOf(area, …)`, REQ-FINLIST-1),
   * shown under the rows when the area declares `totals`.
   */
  totals?: ListTotalsSource | undefined;
  /** Keeps the rows of a page together by group (a menu item's menu), marked where one starts. */
  groupBy?: (item: T) => RowGroup;
}

type Order = { column: string; direction: OrderDirection };

function SortableHeader({
  label,
  active,
  onSort,
}: {
  label: string;
  active: OrderDirection | null;
  onSort: () => void;
}) {
  const { t } = useTranslation();
  const Icon = active === 'ASC' ? IconArrowUp : active === 'DESC' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={onSort}
      title={t('list.sortBy', { column: label })}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
    >
      {label}
      <Icon size={14} stroke={active ? 2.4 : 1.6} opacity={active ? 1 : 0.5} aria-hidden />
    </UnstyledButton>
  );
}

/** A list that failed to load: the reason, Retry, and (for a bad address) Clear. */
export function ListLoadError({
  error,
  onRetry,
  onClear,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  onClear: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  // a 400 names the bad parameter of the address: say which, and offer to start clean
  const badParameter = isApiRequestError(error) && error.status === 400;
  const details = isApiRequestError(error)
    ? error.errors.flatMap((entry) => (entry.context ? [entry.context] : []))
    : [];
  return (
    <LoadErrorAlert
      title={t('list.loadError')}
      error={error}
      details={details.length > 0 ? ` (${details.join(', ')})` : null}
      onRetry={onRetry}
      retrying={retrying}
      actions={
        badParameter ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFilterOff size={14} />}
            onClick={onClear}
          >
            {t('list.clear')}
          </Button>
        ) : null
      }
    />
  );
}

/**
 * The generic list screen (REQ-LIST-5, REQ-LIST-7): title, reload and create; the server's filters;
 * a table whose headers sort by the server's `configuredOrder`; per-row edit and delete; paging.
 * Its whole state is the URL (`useListUrlState`), in the API's own query format.
 *
 * @example see features/faq/routes/faq-list-page.tsx
 */
export function ListTable<T>({
  title,
  state,
  result,
  columns,
  rowKey,
  rowLabel,
  filters,
  createPath,
  createLabel,
  editPath,
  onDelete,
  extraActions,
  actionsMinWidth,
  canDelete,
  renderDetails,
  emptyMessage,
  headerExtra,
  minWidth = 760,
  listId,
  exportPath,
  exportQuery,
  bulkActions = [],
  groupBy,
  totals,
}: ListTableProps<T>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(new Set());
  const [selection, setSelection] = useState<Selection<T>>(new Map());
  const [bulkResults, setBulkResults] = useState<BulkRowResult[] | null>(null);
  const cards = useMediaQuery(CARD_LAYOUT_QUERY) === true;
  const data = result.data;
  const { setPage } = state;

  const titleColumn = columns.find((column) => column.card === 'title') ?? columns[0];
  const [visible, setVisible] = useVisibleColumns(
    listId,
    columns.map((column) => ({
      key: column.key,
      header: column.header,
      locked: column === titleColumn,
      hiddenByDefault: column.hiddenByDefault === true,
    })),
  );
  const shownColumns = columns.filter((column) => visible.has(column.key));
  const selectable = bulkActions.length > 0;

  // Past the last page (the last row of the last page deleted, a stale link): go to the last one.
  const pastLastPage =
    data !== undefined &&
    !result.isPlaceholderData &&
    data.items.length === 0 &&
    data.pagination.pageNumber > data.pagination.totalPages;
  const lastPage = data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (pastLastPage) setPage(lastPage, { replace: true });
  }, [pastLastPage, lastPage, setPage]);

  const hasActions = editPath !== undefined || onDelete !== undefined || extraActions !== undefined;
  const appliedOrder: Order | undefined = data?.appliedOrder[0];
  // A header click toggles the order the address asks for: while that order loads, the rows
  // shown (and `appliedOrder`) are still the previous answer's, and toggling from those lost
  // a quick second click (it asked for ascending again).
  const toggledFrom: Order | undefined = state.query.order[0] ?? appliedOrder;
  const sortable = new Set(data?.configuredOrder ?? []);
  const columnCount =
    shownColumns.length + (hasActions ? 1 : 0) + (renderDetails ? 1 : 0) + (selectable ? 1 : 0);

  // the page's rows, kept together by group (stable: the server's order inside a group)
  const items = data?.items ?? [];
  const rows = items.map((item, index) => ({ key: rowKey(item), item, index }));
  if (groupBy) {
    rows.sort((a, b) => groupBy(a.item).rank - groupBy(b.item).rank || a.index - b.index);
  }
  const pageRows = rows.map(({ key, item }) => ({ key, item }));
  const pageState = pageSelectionState(
    selection,
    pageRows.map((row) => row.key),
  );
  const groupStart = (position: number): RowGroup | undefined => {
    if (!groupBy) return undefined;
    const row = rows[position];
    if (!row) return undefined;
    const group = groupBy(row.item);
    const previous = rows[position - 1];
    return previous && groupBy(previous.item).key === group.key ? undefined : group;
  };

  /** What opening a row does: its edit page, or (a read-only log) its details. */
  const openRow = (item: T): (() => void) | undefined => {
    if (editPath) {
      const path = editPath(item);
      return () => void navigate(path, { state: listReturnState(location) });
    }
    if (renderDetails) return () => toggleDetails(rowKey(item));
    return undefined;
  };
  const rowActions = (item: T) =>
    hasActions ? (
      <RowActions
        label={rowLabel(item)}
        editPath={editPath?.(item)}
        onDelete={onDelete && (canDelete?.(item) ?? true) ? () => onDelete(item) : undefined}
        extra={extraActions?.(item)}
      />
    ) : null;
  const selectBox = (key: RowKey, item: T) => (
    <Checkbox
      aria-label={t('list.bulk.selectRow', { label: rowLabel(item) })}
      checked={selection.has(key)}
      onChange={() => setSelection((current) => toggleRow(current, key, item))}
    />
  );
  const pageBox = (
    <Checkbox
      aria-label={t('list.bulk.selectPage')}
      checked={pageState === 'all'}
      indeterminate={pageState === 'some'}
      onChange={() => setSelection((current) => togglePage(current, pageRows))}
    />
  );

  const toggleDetails = (key: string | number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  let body: ReactNode;
  if (result.isPending) {
    body = <TableSkeleton />;
  } else if (result.isError) {
    body = (
      <ListLoadError
        error={result.error}
        onRetry={() => void result.refetch()}
        onClear={state.clear}
        retrying={result.isFetching}
      />
    );
  } else if (data && data.items.length === 0) {
    // nothing matches the filters: widening the search helps, adding a record does not
    const filtered = hasFilters(state.query);
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm">
          <Text c="dimmed">{emptyMessage ?? t('list.notFound')}</Text>
          {filtered ? (
            <Button
              variant="default"
              leftSection={<IconFilterOff size={16} />}
              {...pressWithoutBlur}
              onClick={state.clear}
            >
              {t('list.clear')}
            </Button>
          ) : createPath ? (
            <CreateButton path={createPath} label={createLabel} />
          ) : null}
        </Stack>
      </Paper>
    );
  } else if (data && cards) {
    body = (
      <ListCards
        label={title}
        rows={pageRows}
        titleColumn={titleColumn}
        columns={shownColumns}
        rowLabel={rowLabel}
        busy={result.isFetching}
        dimmed={result.isPlaceholderData}
        open={openRow}
        actions={hasActions ? rowActions : undefined}
        selectBox={selectable ? selectBox : undefined}
        pageBox={selectable ? pageBox : undefined}
        groupStart={groupStart}
        details={
          renderDetails
            ? {
                render: renderDetails,
                isOpen: (key) => expanded.has(key),
                toggle: toggleDetails,
              }
            : undefined
        }
      />
    );
  } else if (data) {
    body = (
      <Paper withBorder radius="md">
        <ScrollTable label={title} minWidth={minWidth} focusable={false} pinnedEnd={hasActions}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            aria-busy={result.isFetching}
            style={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            <Table.Thead>
              <Table.Tr>
                {selectable ? <Table.Th w={44}>{pageBox}</Table.Th> : null}
                {renderDetails ? (
                  <Table.Th w={44}>
                    <VisuallyHidden>{t('list.details')}</VisuallyHidden>
                  </Table.Th>
                ) : null}
                {shownColumns.map((column) => {
                  const canSort = column.sortKey !== undefined && sortable.has(column.sortKey);
                  const active =
                    canSort && appliedOrder && appliedOrder.column === column.sortKey
                      ? appliedOrder.direction
                      : null;
                  return (
                    <Table.Th
                      key={column.key}
                      w={column.width}
                      aria-sort={
                        active === 'ASC'
                          ? 'ascending'
                          : active === 'DESC'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {canSort && column.sortKey ? (
                        <SortableHeader
                          label={column.header}
                          active={active}
                          onSort={() => state.toggleOrder(column.sortKey ?? '', toggledFrom)}
                        />
                      ) : (
                        column.header
                      )}
                    </Table.Th>
                  );
                })}
                {hasActions ? (
                  // as narrow as its buttons, pinned to the frame's right edge
                  <Table.Th
                    ta="right"
                    w="1%"
                    className={classes.pinned}
                    style={{ whiteSpace: 'nowrap', minWidth: actionsMinWidth }}
                  >
                    {t('list.actions')}
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ key, item }, position) => {
                const open = expanded.has(key);
                const group = groupStart(position);
                return (
                  <Fragment key={key}>
                    <Table.Tr
                      {...rowOpenHandlers(openRow(item))}
                      data-group-start={group ? group.label : undefined}
                      style={{
                        ...(openRow(item) ? { cursor: 'pointer' } : {}),
                        ...(group && position > 0
                          ? { borderTop: '2px solid var(--mantine-color-default-border)' }
                          : {}),
                      }}
                    >
                      {selectable ? <Table.Td>{selectBox(key, item)}</Table.Td> : null}
                      {renderDetails ? (
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-expanded={open}
                            aria-label={`${open ? t('list.hideDetails') : t('list.showDetails')}: ${rowLabel(item)}`}
                            onClick={() => toggleDetails(key)}
                          >
                            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                          </ActionIcon>
                        </Table.Td>
                      ) : null}
                      {shownColumns.map((column) => (
                        <Table.Td key={column.key}>{breakableCell(column.render(item))}</Table.Td>
                      ))}
                      {hasActions ? (
                        <Table.Td className={classes.pinned}>{rowActions(item)}</Table.Td>
                      ) : null}
                    </Table.Tr>
                    {renderDetails && open ? (
                      <Table.Tr>
                        <Table.Td colSpan={columnCount} bg="var(--mantine-color-gray-0)">
                          {renderDetails(item)}
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <ListHeader
        title={title}
        onReload={() => void result.refetch()}
        reloading={result.isFetching && !result.isPending}
        createPath={createPath}
        createLabel={createLabel}
      >
        {headerExtra}
        {listId ? (
          <SavedViewsMenu listId={listId} query={state.query} onPick={state.apply} />
        ) : null}
        {exportPath ? (
          <ExportMenu
            path={exportPath}
            apiQuery={exportQuery ? { ...state.apiQuery, ...exportQuery } : state.apiQuery}
            columns={shownColumns.map((column) => column.key)}
            fileName={listId ?? 'export'}
          />
        ) : null}
        {listId ? (
          <ColumnChooser
            columns={columns.map((column) => ({
              key: column.key,
              header: column.header,
              locked: column === titleColumn,
              hiddenByDefault: column.hiddenByDefault === true,
            }))}
            visible={visible}
            onChange={setVisible}
          />
        ) : null}
      </ListHeader>
      {data ? (
        <ListFilters
          configured={data.configuredFilters}
          config={filters}
          query={state.query}
          onChange={state.setFilter}
          onClear={state.clear}
        />
      ) : result.isPending && filters && Object.keys(filters).length > 0 ? (
        <ListFiltersPlaceholder />
      ) : null}
      {data && !cards ? (
        <ActiveFilters
          chips={activeFilterChips(
            t,
            data.configuredFilters,
            filters,
            state.query,
            i18n.language === 'en' ? 'en' : 'pl',
          )}
          onRemove={state.removeFilter}
          onClear={state.clear}
        />
      ) : null}
      {selectable && selection.size > 0 ? (
        <BulkBar
          selection={selection}
          actions={bulkActions}
          onDone={(keep, results) => {
            setSelection((current) => keepOnly(current, keep));
            setBulkResults(results ?? null);
          }}
          onClear={() => setSelection(new Map())}
          rowLabel={rowLabel}
        />
      ) : null}
      {bulkResults ? (
        <Suspense fallback={null}>
          <BulkResults results={bulkResults} onClose={() => setBulkResults(null)} />
        </Suspense>
      ) : null}
      {body}
      {totals && data && data.items.length > 0 ? (
        <Suspense fallback={null}>
          <ListTotals source={totals} apiQuery={state.apiQuery} />
        </Suspense>
      ) : null}
      {data && data.items.length > 0 ? (
        <ListPagination
          meta={data}
          shownItems={data.items.length}
          onPage={(page, cursor) => state.setPage(page, cursor ? { cursor } : {})}
          onPageSize={state.setPageSize}
        />
      ) : null}
    </Stack>
  );
}
