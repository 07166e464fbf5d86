import type { ListResponse, SavedView } from '@backoffice/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'qs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, pathOf, type RecordedCall } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render';
import { request } from '../api/request';
import { Outlet } from 'react-router';
import { AppModals } from '../ui/app-modals';
import { ListTable, type ListColumn } from './list-table';
import { useListUrlState } from './use-list-url-state';

/* REQ-EXPORT-1 and REQ-VIEWS-1 on a small list: the Export menu and the saved Views menu in its header. */

interface Thing {
  id: number;
  name: string;
}

function ThingsPage() {
  const list = useListUrlState();
  const things = useQuery({
    queryKey: ['things', list.apiQuery],
    queryFn: async ({ signal }) =>
      (await request<ListResponse<Thing>>('/admin/things', { query: list.apiQuery, signal })).data,
    placeholderData: keepPreviousData,
  });
  const columns: ListColumn<Thing>[] = [
    { key: 'id', header: 'Numer', render: (thing) => thing.id },
    { key: 'name', header: 'Nazwa', card: 'title', render: (thing) => thing.name },
  ];
  return (
    <ListTable
      title="Rzeczy"
      state={list}
      result={things}
      columns={columns}
      rowKey={(thing) => thing.id}
      rowLabel={(thing) => thing.name}
      filters={{ search: { label: 'Szukaj' } }}
      listId="things"
      exportPath="/admin/things"
    />
  );
}

const ITEMS: Thing[] = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, name: `Rzecz ${i + 1}` }));

/** The list, the preferences (savedViews merged list by list) and an export that streams. */
function fakeServer(exportBody?: () => ReadableStream<Uint8Array>) {
  let preferences: { savedViews?: Record<string, SavedView[]> } = {};
  return mockFetch((call: RecordedCall) => {
    const path = pathOf(call);
    if (path === '/user/me/preferences') {
      if (call.method === 'PUT') {
        const change = call.body as typeof preferences;
        preferences = { savedViews: { ...preferences.savedViews, ...change.savedViews } };
      }
      return jsonResponse(200, preferences);
    }
    if (path === '/admin/things/export' && exportBody) {
      return new Response(exportBody(), {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'X-Export-Total': '3' },
      });
    }
    const query = parse(call.url.split('?')[1] ?? '') as {
      filters?: Record<string, Record<string, string>>;
    };
    const text = query.filters?.search?.text ?? '';
    const matching = ITEMS.filter((thing) => thing.name.includes(text));
    const body: ListResponse<Thing> = {
      items: matching,
      configuredFilters: [{ field: 'search', name: 'text', type: 'text' }],
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
        children: [{ path: '/things', Component: ThingsPage }],
      },
    ],
    { initialPath },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Export menu', { timeout: 15_000 }, () => {
  it('asks for every page of the filtered list with the visible columns, shows rows and cancels', async () => {
    const encoder = new TextEncoder();
    let cancelled = false;
    const server = fakeServer(
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            // the header and one row, then nothing more until the user cancels
            controller.enqueue(encoder.encode('Numer,Nazwa\r\n1,Rzecz 1\r\n'));
          },
          cancel() {
            cancelled = true;
          },
        }),
    );
    const user = userEvent.setup();
    renderThings('/things?filters[search][text]=Rzecz&pagination[pageNumber]=2');
    await screen.findByText('Rzecz 1');
    await user.click(screen.getByRole('button', { name: 'Eksportuj' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Eksport: 1 z 3 wierszy');
    const call = server.calls.find((c) => pathOf(c) === '/admin/things/export');
    const query = parse(call?.url.split('?')[1] ?? '');
    expect(query).toEqual({
      filters: { search: { text: 'Rzecz' } },
      format: 'csv',
      columns: 'id,name',
    });
    await user.click(screen.getByRole('button', { name: 'Przerwij eksport' }));
    expect(await screen.findByText('Eksport przerwany')).toBeInTheDocument();
    await waitFor(() => expect(cancelled).toBe(true));
    expect(screen.getByRole('button', { name: 'Eksportuj' })).toBeInTheDocument();
  });
});

// a busy machine (two cores, three helpers) takes longer than the 5 s default for these clicks
describe('Views menu', { timeout: 15_000 }, () => {
  it('saves the current filters under a name and opens them again from a bare list', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    const { unmount } = renderThings('/things?filters[search][text]=2');
    await screen.findByText('Rzecz 2');
    await user.click(screen.getByRole('button', { name: 'Widoki' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Zapisz bieżący widok…' }));
    await user.type(await screen.findByRole('textbox', { name: 'Nazwa' }), 'Dwójki');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      savedViews: { things: [{ name: 'Dwójki', query: 'filters[search][text]=2' }] },
    });
    unmount();

    const { router } = renderThings('/things');
    await screen.findByText('Rzecz 3');
    await user.click(screen.getByRole('button', { name: 'Widoki' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dwójki' }));
    await waitFor(() => expect(screen.queryByText('Rzecz 3')).not.toBeInTheDocument());
    expect(decodeURIComponent(router.state.location.search)).toBe('?filters[search][text]=2');
  });

  it('refuses a name already taken, in the user’s language, without saving', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderThings('/things?filters[search][text]=1');
    await screen.findByText('Rzecz 1');
    for (const name of ['Moje', 'moje']) {
      await user.click(screen.getByRole('button', { name: 'Widoki' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Zapisz bieżący widok…' }));
      await user.type(await screen.findByRole('textbox', { name: 'Nazwa' }), name);
      await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    }
    expect(await screen.findByText('Widok o tej nazwie już istnieje.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
