import type { ListResponse } from '@backoffice/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'qs';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, pathOf, type RecordedCall } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render';
import { request } from '../api/request';
import { ListTable, type ListColumn } from './list-table';
import { useConfirmedDelete } from './use-confirmed-delete';
import { useListUrlState } from './use-list-url-state';
import { AppModals } from '../ui/app-modals';

/* A small area built from the toolkit, as a feature would: list endpoint, columns, filters. */

interface Thing {
  id: number;
  name: string;
  active: boolean;
}

function useThings(query: Record<string, unknown>) {
  return useQuery({
    queryKey: ['things', query],
    queryFn: async ({ signal }) =>
      (await request<ListResponse<Thing>>('/admin/things', { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

function ThingsPage() {
  const list = useListUrlState();
  const things = useThings(list.apiQuery);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => request(`/admin/things/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['things'] }),
  });
  const confirmDelete = useConfirmedDelete({
    remove: (thing: Thing) => remove.mutateAsync(thing.id),
    message: (thing) => `Usunąć ${thing.name}?`,
    messages: { success: 'Usunięto rzecz', error: 'Błąd usuwania rzeczy' },
  });
  const columns: ListColumn<Thing>[] = [
    { key: 'name', header: 'Nazwa', sortKey: 'name', render: (thing) => thing.name },
    { key: 'id', header: 'Numer', sortKey: 'id', render: (thing) => thing.id },
    { key: 'active', header: 'Aktywna', render: (thing) => (thing.active ? 'tak' : 'nie') },
  ];
  return (
    <ListTable
      title="Rzeczy"
      state={list}
      result={things}
      columns={columns}
      rowKey={(thing) => thing.id}
      rowLabel={(thing) => thing.name}
      filters={{ search: { label: 'Szukaj' }, active: { label: 'Aktywna' } }}
      createPath="/things/create"
      editPath={(thing) => `/things/${thing.id}`}
      onDelete={confirmDelete}
      emptyMessage="Nie znaleziono rzeczy."
    />
  );
}

const ALL: Thing[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Rzecz ${String(index + 1).padStart(2, '0')}`,
  active: index % 3 !== 0,
}));

interface ParsedQuery {
  filters?: Record<string, Record<string, string>>;
  pagination?: { pageSize?: string; pageNumber?: string };
  order?: { column: string; direction: string }[];
}

function queryOf(call: RecordedCall): ParsedQuery {
  return parse(call.url.split('?')[1] ?? '') as ParsedQuery;
}

/** The list endpoint of REQ-LIST-1 and REQ-LIST-2, over ALL, plus DELETE. */
function fakeServer(
  options: { failLists?: number; items?: Thing[]; hold?: () => Promise<void> } = {},
) {
  let items = options.items ?? [...ALL];
  let failures = options.failLists ?? 0;
  return mockFetch(async (call) => {
    await options.hold?.();
    const path = pathOf(call);
    if (call.method === 'DELETE' && path.startsWith('/admin/things/')) {
      const id = Number(path.split('/').pop());
      items = items.filter((thing) => thing.id !== id);
      return jsonResponse(200, { success: true });
    }
    if (path !== '/admin/things')
      return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'no' }] });
    if (failures > 0) {
      failures -= 1;
      return jsonResponse(400, {
        errors: [
          { code: 'LIST:INVALID', message: 'Cannot sort by "x"', context: 'order[0][column]' },
        ],
      });
    }
    const query = queryOf(call);
    const text = query.filters?.search?.text ?? '';
    const active = query.filters?.active?.boolean;
    const order = query.order?.[0] ?? { column: 'name', direction: 'ASC' };
    const pageSize = Number(query.pagination?.pageSize ?? 10);
    const pageNumber = Number(query.pagination?.pageNumber ?? 1);
    const matching = items
      .filter((thing) => thing.name.toLowerCase().includes(text.toLowerCase()))
      .filter((thing) => active === undefined || thing.active === (active === '1'))
      .sort((a, b) => {
        const sign = order.direction === 'DESC' ? -1 : 1;
        return order.column === 'id' ? sign * (a.id - b.id) : sign * a.name.localeCompare(b.name);
      });
    const body: ListResponse<Thing> = {
      items: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      configuredFilters: [
        { field: 'search', name: 'text', type: 'text' },
        { field: 'active', name: 'boolean', type: 'boolean' },
      ],
      configuredPagination: { pageSizes: [5, 10, 20, 50], defaultPageSize: 10 },
      configuredOrder: ['name', 'id'],
      appliedOrder: [
        { column: order.column, direction: order.direction === 'DESC' ? 'DESC' : 'ASC' },
      ],
      activeFilters: query.filters ?? {},
      pagination: {
        pageSize,
        pageNumber,
        totalItems: matching.length,
        totalPages: Math.max(1, Math.ceil(matching.length / pageSize)),
        totalIsEstimate: false,
      },
      order:
        query.order?.map((entry) => ({
          column: entry.column,
          direction: entry.direction === 'DESC' ? ('DESC' as const) : ('ASC' as const),
        })) ?? [],
    };
    return jsonResponse(200, body);
  });
}

function renderThings(initialPath: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <AppModals />
          </>
        ),
        children: [
          { path: '/things', Component: ThingsPage },
          { path: '/things/:id', element: <h1>Edycja rzeczy</h1> },
        ],
      },
    ],
    { initialPath },
  );
}

function listCalls(calls: RecordedCall[]): RecordedCall[] {
  return calls.filter((call) => call.method === 'GET' && pathOf(call) === '/admin/things');
}

function lastListQuery(calls: RecordedCall[]): ParsedQuery {
  const last = listCalls(calls).at(-1);
  if (!last) throw new Error('the list was never requested');
  return queryOf(last);
}

function rowNames(): string[] {
  const table = screen.getByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('ListTable: the list state lives in the URL, in the API query format', () => {
  it('a URL with filters, page size, page and order asks the API for exactly that list', async () => {
    const { calls } = fakeServer();
    const path =
      '/things?filters[search][text]=rzecz&filters[active][boolean]=1' +
      '&pagination[pageSize]=5&pagination[pageNumber]=2&order[0][column]=id&order[0][direction]=DESC';
    renderThings(path);

    expect(await screen.findByText('Rzecz 15')).toBeInTheDocument();
    expect(lastListQuery(calls)).toEqual({
      filters: { search: { text: 'rzecz' }, active: { boolean: '1' } },
      pagination: { pageSize: '5', pageNumber: '2' },
      order: [{ column: 'id', direction: 'DESC' }],
    });
    // the controls show the same state
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('rzecz');
    expect(screen.getByRole('combobox', { name: 'Aktywna' })).toHaveDisplayValue('Tak');
    expect(screen.getByRole('columnheader', { name: /Numer/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByText('6–10 z 15')).toBeInTheDocument();
    // active ones only (15 of 23), by id descending, second page of five
    expect(rowNames()).toEqual(['Rzecz 15', 'Rzecz 14', 'Rzecz 12', 'Rzecz 11', 'Rzecz 09']);
  });

  it('a bare URL asks for the server defaults and draws what the server configured', async () => {
    const { calls } = fakeServer();
    renderThings('/things');
    // until the answer says which filters exist, their row is kept free (no layout shift)
    expect(await screen.findByTestId('filters-placeholder')).toBeInTheDocument();
    expect(await screen.findByText('Rzecz 01')).toBeInTheDocument();
    expect(screen.queryByTestId('filters-placeholder')).toBeNull();
    expect(lastListQuery(calls)).toEqual({});
    expect(screen.getByRole('columnheader', { name: /Nazwa/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // "Aktywna" is a column without sortKey: a plain header
    expect(
      within(screen.getByRole('columnheader', { name: 'Aktywna' })).queryByRole('button'),
    ).toBeNull();
  });

  it('clicking a sortable header writes the order, toggles it, and back restores it', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    const { router } = renderThings('/things?pagination[pageNumber]=2');
    await screen.findByText('Rzecz 11');

    await user.click(screen.getByRole('button', { name: 'Numer' }));
    await waitFor(() =>
      expect(lastListQuery(calls).order).toEqual([{ column: 'id', direction: 'ASC' }]),
    );
    // a new order starts at page 1
    expect(parse(router.state.location.search, { ignoreQueryPrefix: true })).toEqual({
      order: [{ column: 'id', direction: 'ASC' }],
    });

    await user.click(screen.getByRole('button', { name: 'Numer' }));
    await waitFor(() =>
      expect(lastListQuery(calls).order).toEqual([{ column: 'id', direction: 'DESC' }]),
    );
    expect(await screen.findByText('Rzecz 23')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order[0][column]=id&order[0][direction]=DESC');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?order[0][column]=id&order[0][direction]=ASC');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Numer/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    expect(rowNames()[0]).toBe('Rzecz 01');
  });

  it('a second click on a header while the first order is still loading turns it to descending', async () => {
    // the list keeps showing the previous answer (keepPreviousData) while the new order loads:
    // the toggle follows the order the address asks for, not the one that answer was sorted by
    let release: () => void = () => undefined;
    let held: Promise<void> | null = null;
    const { calls } = fakeServer({ hold: () => held ?? Promise.resolve() });
    const user = userEvent.setup();
    const { router } = renderThings('/things');
    await screen.findByText('Rzecz 01');
    held = new Promise((resolve) => (release = resolve));

    await user.click(screen.getByRole('button', { name: 'Numer' }));
    await waitFor(() =>
      expect(lastListQuery(calls).order).toEqual([{ column: 'id', direction: 'ASC' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Numer' }));
    expect(router.state.location.search).toBe('?order[0][column]=id&order[0][direction]=DESC');
    release();
    held = null;
    expect(await screen.findByText('Rzecz 23')).toBeInTheDocument();
    expect(rowNames()[0]).toBe('Rzecz 23');
  });

  it('typing a search waits for a pause, asks once, and goes back to page 1', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    const { router } = renderThings(
      '/things?pagination[pageSize]=5&pagination[pageNumber]=3&view=compact',
    );
    await screen.findByText('Rzecz 11');
    const before = listCalls(calls).length;

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'rzecz 2');
    await waitFor(() =>
      expect(parse(router.state.location.search, { ignoreQueryPrefix: true })).toEqual({
        view: 'compact',
        filters: { search: { text: 'rzecz 2' } },
        pagination: { pageSize: '5' },
      }),
    );
    expect(await screen.findByText('Rzecz 20')).toBeInTheDocument();
    // one request for the whole word, not one per keystroke
    expect(
      listCalls(calls)
        .slice(before)
        .map((call) => queryOf(call).filters?.search?.text),
    ).toEqual(['rzecz 2']);

    // back: the previous list, and the search box follows the address
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue(''));
    expect(await screen.findByText('Rzecz 11')).toBeInTheDocument();
  });

  it('a boolean filter is a select of all / yes / no', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    const { router } = renderThings('/things?pagination[pageNumber]=2');
    await screen.findByText('Rzecz 11');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Aktywna' }), 'Nie');
    await waitFor(() => expect(lastListQuery(calls).filters).toEqual({ active: { boolean: '0' } }));
    expect(router.state.location.search).toBe('?filters[active][boolean]=0');
    expect(await screen.findByText('Rzecz 04')).toBeInTheDocument();
    expect(screen.queryByText('Rzecz 02')).not.toBeInTheDocument();
  });

  it('a new page size goes back to page 1; the pages move through the URL', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    const { router } = renderThings('/things');
    await screen.findByText('Rzecz 01');

    await user.click(screen.getByRole('button', { name: 'Strona 3' }));
    await waitFor(() => expect(lastListQuery(calls).pagination).toEqual({ pageNumber: '3' }));
    expect(await screen.findByText('Rzecz 21')).toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Liczba pozycji na stronie' }),
      '5',
    );
    await waitFor(() => expect(lastListQuery(calls).pagination).toEqual({ pageSize: '5' }));
    expect(router.state.location.search).toBe('?pagination[pageSize]=5');
    expect(await screen.findByText('1–5 z 23')).toBeInTheDocument();
  });

  it('Clear wipes filters, paging and order, and keeps the rest of the address', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    const { router } = renderThings(
      '/things?view=compact&filters[search][text]=rzecz&pagination[pageNumber]=2&order[0][column]=id&order[0][direction]=DESC',
    );
    await screen.findByText('Rzecz 13');

    await user.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=compact'));
    await waitFor(() => expect(lastListQuery(calls)).toEqual({}));
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('');
  });

  it('the edit link carries the list address, for "go back" to return to it', async () => {
    fakeServer();
    const user = userEvent.setup();
    const { router } = renderThings('/things?pagination[pageNumber]=2');
    await screen.findByText('Rzecz 11');
    await user.click(screen.getByRole('link', { name: 'Edytuj: Rzecz 11' }));
    expect(await screen.findByRole('heading', { name: 'Edycja rzeczy' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ backTo: '/things?pagination[pageNumber]=2' });
  });

  it('delete asks first, then deletes, reloads the list and says so', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderThings('/things');
    await screen.findByText('Rzecz 01');

    await user.click(screen.getByRole('button', { name: 'Usuń: Rzecz 01' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Usunąć Rzecz 01?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Usuń: Rzecz 01' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń' }),
    );
    expect(await screen.findByText('Usunięto rzecz')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Rzecz 01')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map(pathOf)).toEqual([
      '/admin/things/1',
    ]);
  });

  it('a failed load shows a banner naming the bad parameter, with Retry and Clear', async () => {
    fakeServer({ failLists: 1 });
    const user = userEvent.setup();
    renderThings('/things?order[0][column]=x');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Nie udało się wczytać listy');
    expect(banner).toHaveTextContent('Nieprawidłowa wartość. (order[0][column])');
    expect(within(banner).getByRole('button', { name: 'Wyczyść filtry' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Rzecz 01')).toBeInTheDocument();
  });

  it('an empty list shows the area’s not-found message with a create button', async () => {
    fakeServer({ items: [] });
    renderThings('/things');
    expect(await screen.findByText('Nie znaleziono rzeczy.')).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Dodaj' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/things/create', '/things/create']);
  });
});
