import type { ListResponse } from '@backoffice/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'qs';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '../../test/current-user';
import { jsonResponse, mockFetch, pathOf, type RecordedCall } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render';
import { request } from '../api/request';
import { parseVisibleColumns } from './column-chooser';
import { ListTable, type ListColumn } from './list-table';
import { useStandardBulkActions } from './standard-bulk-actions';
import { useListUrlState } from './use-list-url-state';
import { AppModals } from '../ui/app-modals';

/* A small area with the comfort features on: cards, clickable rows, bulk actions, chips. */

interface Thing {
  id: number;
  name: string;
  owner: string;
  active: boolean;
  version: number;
}

function ThingsPage() {
  const list = useListUrlState();
  const things = useQuery({
    queryKey: ['things', list.apiQuery],
    queryFn: async ({ signal }) =>
      (await request<ListResponse<Thing>>('/admin/things', { query: list.apiQuery, signal })).data,
    placeholderData: keepPreviousData,
  });
  const update = useMutation({
    mutationFn: (thing: Thing & { active: boolean }) =>
      request(`/admin/things/${thing.id}`, { method: 'PUT', body: thing }),
  });
  const bulkActions = useStandardBulkActions<Thing>({
    setActive: (thing, active) => update.mutateAsync({ ...thing, active }),
    isActive: (thing) => thing.active,
    remove: (thing) => request(`/admin/things/${thing.id}`, { method: 'DELETE' }),
  });
  const columns: ListColumn<Thing>[] = [
    { key: 'id', header: 'Numer', render: (thing) => thing.id },
    { key: 'name', header: 'Nazwa', card: 'title', render: (thing) => thing.name },
    { key: 'owner', header: 'Właściciel', card: 'key', render: (thing) => thing.owner },
    {
      key: 'active',
      header: 'Aktywna',
      card: 'key',
      render: (thing) => (thing.active ? 'tak' : 'nie'),
    },
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
      onDelete={() => undefined}
      listId="things"
      bulkActions={bulkActions}
    />
  );
}

const START: Thing[] = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  name: `Rzecz ${index + 1}`,
  owner: `osoba${index + 1}@example.com`,
  active: index !== 2,
  version: 1,
}));

function fakeServer(options: { stale?: number[] } = {}) {
  const items = START.map((thing) => ({ ...thing }));
  // the user's preferences, kept as the server keeps them (listColumns merged list by list)
  let preferences: { listColumns?: Record<string, string[]> } = {};
  return mockFetch((call: RecordedCall) => {
    const path = pathOf(call);
    if (path === '/user/me/preferences') {
      if (call.method === 'PUT') {
        const change = call.body as typeof preferences;
        preferences = {
          ...preferences,
          listColumns: { ...preferences.listColumns, ...change.listColumns },
        };
      }
      return jsonResponse(200, preferences);
    }
    if (path === '/user/me') {
      return jsonResponse(200, currentUser([], { id: 7, isSuperAdmin: true }));
    }
    if (call.method === 'PUT') {
      const id = Number(path.split('/').pop());
      const thing = items.find((row) => row.id === id);
      const body = call.body as Thing;
      if (!thing || options.stale?.includes(id) || body.version !== thing.version) {
        return jsonResponse(409, { errors: [{ code: 'THING:STALE_WRITE', message: 'stale' }] });
      }
      Object.assign(thing, { active: body.active, version: thing.version + 1 });
      return jsonResponse(200, thing);
    }
    const query = parse(call.url.split('?')[1] ?? '') as {
      filters?: Record<string, Record<string, string>>;
    };
    const text = query.filters?.search?.text ?? '';
    const active = query.filters?.active?.boolean;
    const matching = items
      .filter((thing) => thing.name.includes(text))
      .filter((thing) => active === undefined || thing.active === (active === '1'));
    const body: ListResponse<Thing> = {
      items: matching,
      configuredFilters: [
        { field: 'search', name: 'text', type: 'text' },
        { field: 'active', name: 'boolean', type: 'boolean' },
      ],
      configuredPagination: { pageSizes: [10], defaultPageSize: 10 },
      configuredOrder: [],
      appliedOrder: [],
      activeFilters: query.filters ?? {},
      pagination: {
        pageSize: 10,
        pageNumber: 1,
        totalItems: matching.length,
        totalPages: 1,
        totalIsEstimate: false,
      },
      order: [],
    };
    return jsonResponse(200, body);
  });
}

function setViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) * 16 : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

function renderThings(initialPath = '/things') {
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListTable at every width', () => {
  it('at 390 px the rows are cards: title, key fields and actions, no table', async () => {
    setViewport(390);
    fakeServer();
    renderThings();
    const cards = await screen.findByRole('list', { name: 'Rzeczy' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('Rzecz 1')).toBeInTheDocument();
    expect(within(first).getByText('Właściciel:')).toBeInTheDocument();
    expect(within(first).getByText('osoba1@example.com')).toBeInTheDocument();
    // the id is neither title nor key field: not on the card
    expect(within(first).queryByText('Numer:')).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edytuj: Rzecz 1' })).toBeInTheDocument();
    expect(within(first).getByRole('checkbox', { name: 'Zaznacz: Rzecz 1' })).toBeInTheDocument();
  });

  it('at 1280 px the same list is a table', async () => {
    setViewport(1280);
    fakeServer();
    renderThings();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rzeczy' })).not.toBeInTheDocument();
  });

  it('a row opens its record on click and on Enter, but not from its own buttons', async () => {
    setViewport(1280);
    fakeServer();
    const user = userEvent.setup();
    const { router } = renderThings('/things?filters[search][text]=Rzecz');
    await screen.findByText('Rzecz 2');
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz: Rzecz 2' }));
    expect(router.state.location.pathname).toBe('/things');
    const row = screen.getByText('Rzecz 2').closest('tr') as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Edycja rzeczy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things/2');
    // "back" returns to the list it came from
    expect(router.state.location.state).toEqual({ backTo: '/things?filters[search][text]=Rzecz' });

    await router.navigate('/things');
    await user.click(await screen.findByText('osoba3@example.com'));
    expect(router.state.location.pathname).toBe('/things/3');
  });
});

describe('bulk actions', () => {
  it('select-all is indeterminate for a partly picked page; the bar says how many', async () => {
    setViewport(1280);
    fakeServer();
    const user = userEvent.setup();
    renderThings();
    await screen.findByText('Rzecz 1');
    const all = screen.getByRole('checkbox', { name: 'Zaznacz wszystkie na tej stronie' });
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz: Rzecz 1' }));
    expect(all).toHaveProperty('indeterminate', true);
    expect(
      screen.getByRole('region', { name: 'Działania na zaznaczonych wierszach' }),
    ).toHaveTextContent('Zaznaczone: 1');
    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getByText('Zaznaczone: 6')).toBeInTheDocument();
    await user.click(all);
    expect(
      screen.queryByRole('region', { name: 'Działania na zaznaczonych wierszach' }),
    ).toBeNull();
  });

  it('deactivate sends one update per row with its version, sums up, keeps the failed rows picked', async () => {
    setViewport(1280);
    const { calls } = fakeServer({ stale: [4] });
    const user = userEvent.setup();
    renderThings();
    await screen.findByText('Rzecz 1');
    for (const name of ['Rzecz 1', 'Rzecz 2', 'Rzecz 3', 'Rzecz 4']) {
      await user.click(screen.getByRole('checkbox', { name: `Zaznacz: ${name}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Dezaktywuj' }));
    // Rzecz 3 is inactive already: skipped; Rzecz 4 was saved by someone else: fails
    expect(
      await screen.findByText(/^Dezaktywowano: 2, bez zmian: 1, nie powiodło się: 1/),
    ).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map(pathOf).sort()).toEqual([
      '/admin/things/1',
      '/admin/things/2',
      '/admin/things/4',
    ]);
    expect(puts.every((call) => (call.body as Thing).version === 1)).toBe(true);
    expect(puts.every((call) => (call.body as Thing).active === false)).toBe(true);
    await waitFor(() => expect(screen.getByText('Zaznaczone: 1')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Zaznacz: Rzecz 4' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Zaznacz: Rzecz 1' })).not.toBeChecked();
  });

  it('delete asks once, naming how many', async () => {
    setViewport(1280);
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderThings();
    await screen.findByText('Rzecz 1');
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz: Rzecz 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz: Rzecz 2' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Działania na zaznaczonych wierszach' })).getByRole(
        'button',
        { name: 'Usuń' },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('liczba: 2');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto: 2')).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.method === 'DELETE')
        .map(pathOf)
        .sort(),
    ).toEqual(['/admin/things/1', '/admin/things/2']);
  });
});

describe('filters, empty results, columns, shortcut', () => {
  it('applied filters are chips with a count; a chip removes its filter only', async () => {
    setViewport(1280);
    fakeServer();
    const user = userEvent.setup();
    const { router } = renderThings(
      '/things?filters[search][text]=Rzecz&filters[active][boolean]=1',
    );
    const chips = await screen.findByRole('group', { name: 'Filtry (2)' });
    expect(chips).toHaveTextContent('Aktywna: Tak');
    expect(chips).toHaveTextContent('Szukaj: „Rzecz”');
    await user.click(within(chips).getByRole('button', { name: 'Usuń filtr: Aktywna: Tak' }));
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.search)).toBe('?filters[search][text]=Rzecz'),
    );
    await user.click(await screen.findByRole('button', { name: 'Wyczyść wszystkie' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('group', { name: /Filtry/ })).not.toBeInTheDocument();
  });

  it('an empty search result offers to clear the filters, not to add', async () => {
    setViewport(1280);
    fakeServer();
    const user = userEvent.setup();
    const { router } = renderThings('/things?filters[search][text]=nic');
    await screen.findByText('Nie znaleziono żadnych pozycji.');
    const paper = screen.getByText('Nie znaleziono żadnych pozycji.').parentElement as HTMLElement;
    expect(within(paper).queryByRole('link', { name: 'Dodaj' })).not.toBeInTheDocument();
    await user.click(within(paper).getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('"/" focuses the search unless the user is typing somewhere', async () => {
    setViewport(1280);
    fakeServer();
    const user = userEvent.setup();
    renderThings();
    await screen.findByText('Rzecz 1');
    const search = screen.getByRole('searchbox', { name: 'Szukaj' });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    // typing in a field, "/" is just a character
    await user.keyboard('/');
    expect(search).toHaveValue('/');
  });

  it('the column chooser hides a column, keeps the title column, and remembers the choice', async () => {
    setViewport(1280);
    fakeServer();
    const user = userEvent.setup();
    const { unmount } = renderThings();
    await screen.findByText('Rzecz 1');
    await user.click(screen.getByRole('button', { name: 'Kolumny' }));
    expect(screen.getByRole('checkbox', { name: 'Nazwa' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Właściciel' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Właściciel' })).not.toBeInTheDocument(),
    );
    unmount();
    renderThings();
    await screen.findByText('Rzecz 1');
    expect(screen.getByRole('columnheader', { name: 'Numer' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Właściciel' })).not.toBeInTheDocument();
  });

  it('a stored column choice is read defensively', () => {
    const known = ['id', 'name'];
    expect(parseVisibleColumns(['id', 'gone', 3], known)).toEqual(['id']);
    expect(parseVisibleColumns('id', known)).toBeUndefined();
    expect(parseVisibleColumns(['gone'], known)).toBeUndefined();
    expect(parseVisibleColumns(null, known)).toBeUndefined();
  });
});
