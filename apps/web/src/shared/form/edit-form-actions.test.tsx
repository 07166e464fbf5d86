import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockFetch, pathOf } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render';
import { request } from '../api/request';
import { storeTokens } from '../auth/token-store';
import { EditForm } from './edit-form';
import { TextField } from './text-field';
import { AppModals } from '../ui/app-modals';

/* A small record edited with the toolkit: the delete button and "save only when changed". */

interface Thing {
  id: number;
  name: string;
  version: number;
}
const inputSchema = z.object({ name: z.string().trim().min(1, 'NAME_IS_EMPTY') });

function ThingPage() {
  const thing = useQuery({
    queryKey: ['thing', 3],
    queryFn: async () => (await request<Thing>('/admin/things/3')).data,
  });
  return (
    <EditForm
      title="Edycja rzeczy"
      listPath="/things"
      listTitle="Rzeczy"
      query={thing}
      schema={inputSchema}
      toValues={(record: Thing) => ({ name: record.name })}
      onSave={async (values, loaded) =>
        (
          await request<Thing>('/admin/things/3', {
            method: 'PUT',
            body: { ...values, version: loaded.version },
          })
        ).data
      }
      deleteAction={{
        message: 'Usunąć tę rzecz?',
        remove: () => request('/admin/things/3', { method: 'DELETE' }),
        messages: { success: 'Usunięto rzecz', error: 'Błąd usuwania rzeczy' },
      }}
      messages={{ success: 'Zapisano', error: 'Błąd zapisu' }}
    >
      {(form) => <TextField control={form.control} name="name" label="Nazwa" />}
    </EditForm>
  );
}

function renderPage() {
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
          { path: '/things', element: <h1>Lista rzeczy</h1> },
          { path: '/things/3', element: <ThingPage /> },
        ],
      },
    ],
    { initialPath: '/things/3' },
  );
}

beforeEach(() => {
  storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
});

describe('EditForm: delete action', () => {
  it('asks, deletes, says so and goes back to the list — even with unsaved changes', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'DELETE'
        ? jsonResponse(200, { success: true })
        : jsonResponse(200, { id: 3, name: 'Rzecz', version: 1 }),
    );
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Nazwa' }), ' zmieniona');
    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Usunąć tę rzecz?')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));

    expect(await screen.findByRole('heading', { name: 'Lista rzeczy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things');
    expect(calls.filter((call) => call.method === 'DELETE').map(pathOf)).toEqual([
      '/admin/things/3',
    ]);
    expect(await screen.findByText('Usunięto rzecz')).toBeInTheDocument();
    // the deleted record's unsaved changes do not hold the user back
    expect(screen.queryByText('Niezapisane zmiany')).not.toBeInTheDocument();
  });

  it('a refusal stays on the form and says why, above it and in a toast', async () => {
    mockFetch((call) =>
      call.method === 'DELETE'
        ? jsonResponse(409, { errors: [{ code: 'ROLE:ROLE_IS_IN_USE', message: 'in use' }] })
        : jsonResponse(200, { id: 3, name: 'Rzecz', version: 1 }),
    );
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('textbox', { name: 'Nazwa' });
    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń' }),
    );

    // listed above the form, and the toast's message
    await waitFor(() =>
      expect(screen.getAllByText(/Rola jest w użyciu/).length).toBeGreaterThanOrEqual(2),
    );
    expect(await screen.findByText('Błąd usuwania rzeczy')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things/3');
  });
});

describe('EditForm: save only when something changed (every edit form, REQ-UX-5)', () => {
  it('keeps save disabled until a value changes, and again once it is back', async () => {
    mockFetch(() => jsonResponse(200, { id: 3, name: 'Rzecz', version: 1 }));
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByRole('textbox', { name: 'Nazwa' });
    const save = () => screen.getAllByRole('button', { name: 'Zapisz' });
    await waitFor(() => expect(save()[0]).toBeDisabled());
    await user.type(name, '!');
    for (const button of save()) expect(button).toBeEnabled();
    await user.type(name, '{Backspace}');
    for (const button of save()) expect(button).toBeDisabled();
  });
});

describe('EditForm: Ctrl+Enter and the breadcrumb trail (REQ-UX-6, REQ-UX-11)', () => {
  it('Ctrl+Enter and Cmd+Enter save like the Save button, and do nothing while nothing changed', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT'
        ? jsonResponse(200, { id: 3, name: 'Rzecz!', version: 2 })
        : jsonResponse(200, { id: 3, name: 'Rzecz', version: 1 }),
    );
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByRole('textbox', { name: 'Nazwa' });
    await user.click(name);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(name, '!');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Zapisano')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { name: 'Rzecz!', version: 1 },
    ]);

    // saved: nothing changed again, so Cmd+Enter sends nothing more
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows "list › the record\'s name" with the list as a link back, and names it in the heading and the tab', async () => {
    mockFetch(() => jsonResponse(200, { id: 3, name: 'Rzecz', version: 1 }));
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('textbox', { name: 'Nazwa' });
    expect(screen.getByText('Rzecz', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edycja: Rzecz' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Rzecz · Rzeczy · Back-office'));
    await user.click(screen.getByRole('link', { name: 'Rzeczy' }));
    expect(router.state.location.pathname).toBe('/things');
  });
});
