import { FAQ_DEFAULTS, faqInputSchema, type Faq, type FaqInput } from '@backoffice/contract/faq';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Control } from 'react-hook-form';
import { Link, Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jsonResponse, mockFetch, pathOf, type RecordedCall } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render';
import { request } from '../api/request';
import { storeTokens } from '../auth/token-store';
import { CreateForm } from './create-form';
import { EditForm } from './edit-form';
import { NumberField } from './number-field';
import { SwitchField } from './switch-field';
import { TranslatableField } from './translatable-field';
import { AppModals } from '../ui/app-modals';

/* The FAQ form built from the toolkit, as the FAQ area does (a feature cannot be imported here). */

type Values = z.input<typeof faqInputSchema>;

function Fields({ control }: { control: Control<Values, unknown, FaqInput> }) {
  return (
    <>
      <NumberField control={control} name="position" label="Pozycja" />
      <SwitchField control={control} name="active" label="Aktywne" />
      <TranslatableField control={control} name="question" label="Pytanie" />
      <TranslatableField control={control} name="answer" label="Odpowiedź" multiline />
    </>
  );
}

const toValues = (faq: Faq): Values => ({
  active: faq.active,
  position: faq.position,
  isFeatured: faq.isFeatured,
  question: faq.question,
  answer: faq.answer,
});

const messages = { success: 'Pomyślnie zapisano', error: 'Błąd zapisu' };

function CreatePage({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <CreateForm
      title="Nowe pytanie"
      listPath="/faq"
      listTitle={'FAQ'}
      schema={faqInputSchema}
      defaultValues={FAQ_DEFAULTS}
      onCreate={async (values) =>
        (await request<{ id: number }>('/admin/faq', { method: 'POST', body: { data: values } }))
          .data
      }
      readOnly={readOnly}
      messages={messages}
    >
      {(form) => <Fields control={form.control} />}
    </CreateForm>
  );
}

function EditPage({ readOnly = false }: { readOnly?: boolean }) {
  const queryClient = useQueryClient();
  const faq = useQuery({
    queryKey: ['faq', 7],
    queryFn: async () => (await request<Faq>('/admin/faq/7')).data,
  });
  return (
    <EditForm
      title="Edycja pytania"
      listPath="/faq"
      listTitle={'FAQ'}
      query={faq}
      schema={faqInputSchema}
      toValues={toValues}
      onSave={async (values, loaded) => {
        const { data } = await request<Faq>('/admin/faq/7', {
          method: 'PUT',
          body: { ...values, version: loaded.version },
        });
        // as the area's update hook does: the cache holds the saved version
        queryClient.setQueryData(['faq', 7], data);
        return data;
      }}
      readOnly={readOnly}
      messages={messages}
    >
      {(form) => <Fields control={form.control} />}
    </EditForm>
  );
}

function renderForm(initialPath: string, options: { readOnly?: boolean } = {}) {
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
          {
            path: '/faq',
            element: (
              <>
                <h1>Lista FAQ</h1>
                <Link to="/faq/7">Otwórz</Link>
              </>
            ),
          },
          { path: '/faq/create', element: <CreatePage readOnly={options.readOnly} /> },
          { path: '/faq/7', element: <EditPage readOnly={options.readOnly} /> },
          { path: '/faq/:id', element: <h1>Edycja nowego</h1> },
          { path: '/elsewhere', element: <h1>Gdzie indziej</h1> },
        ],
      },
    ],
    { initialPath },
  );
}

const STORED: Faq = {
  id: 7,
  active: true,
  position: 3,
  isFeatured: false,
  question: { pl: 'Jak zacząć?', en: 'How to start?' },
  answer: { pl: 'Załóż konto.', en: 'Sign up.' },
  version: 4,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

type Handler = (call: RecordedCall) => Response | undefined;

/** GET /admin/faq/7 answers `stored` (mutable); anything else goes to `handle`. */
function fakeServer(handle: Handler, stored: { current: Faq } = { current: STORED }) {
  return mockFetch((call) => {
    if (call.method === 'GET' && pathOf(call) === '/admin/faq/7')
      return jsonResponse(200, stored.current);
    return handle(call) ?? jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'no' }] });
  });
}

function sent(calls: RecordedCall[], method: string): RecordedCall[] {
  return calls.filter((call) => call.method === method);
}

beforeEach(() => {
  storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
});

describe('forms: the contract schema on the client', () => {
  it('an emptied number field blocks sending with POSITION_IS_REQUIRED (REQ-FORM-7)', async () => {
    const { calls } = fakeServer(() => jsonResponse(201, { id: 9 }));
    const user = userEvent.setup();
    renderForm('/faq/create');
    await user.clear(await screen.findByRole('textbox', { name: 'Pozycja' }));
    await user.type(screen.getByRole('textbox', { name: 'Pytanie (Polski)' }), 'Pytanie?');
    await user.type(screen.getByRole('textbox', { name: 'Odpowiedź (Polski)' }), 'Odpowiedź.');
    await user.click(screen.getAllByRole('button', { name: 'Dodaj' })[0] as HTMLElement);

    expect(
      await screen.findByText('Podaj pozycję: liczbę całkowitą większą od zera.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pozycja' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent(calls, 'POST')).toEqual([]);
  });

  it('a position of 0 is not clamped to 1: it is refused with POSITION_IS_REQUIRED (REQ-FORM-7)', async () => {
    const { calls } = fakeServer(() => jsonResponse(201, { id: 9 }));
    const user = userEvent.setup();
    renderForm('/faq/create');
    const position = await screen.findByRole('textbox', { name: 'Pozycja' });
    await user.clear(position);
    await user.type(position, '0');
    await user.tab();
    expect(position).toHaveValue('0');
    await user.type(screen.getByRole('textbox', { name: 'Pytanie (Polski)' }), 'Pytanie?');
    await user.type(screen.getByRole('textbox', { name: 'Odpowiedź (Polski)' }), 'Odpowiedź.');
    await user.click(screen.getAllByRole('button', { name: 'Dodaj' })[0] as HTMLElement);

    expect(
      await screen.findByText('Podaj pozycję: liczbę całkowitą większą od zera.'),
    ).toBeInTheDocument();
    expect(sent(calls, 'POST')).toEqual([]);
  });

  it('create goes to the new record’s edit page; create and back to the list', async () => {
    const { calls } = fakeServer(() => jsonResponse(201, { id: 9 }));
    const user = userEvent.setup();
    const { router } = renderForm('/faq/create');
    await user.type(await screen.findByRole('textbox', { name: 'Pytanie (Polski)' }), 'Nowe?');
    await user.type(screen.getByRole('textbox', { name: 'Odpowiedź (Polski)' }), 'Tak.');
    await user.click(screen.getAllByRole('button', { name: 'Dodaj' })[0] as HTMLElement);

    expect(await screen.findByRole('heading', { name: 'Edycja nowego' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq/9');
    // the schema's output is sent: trimmed, defaults applied, wrapped in {data}
    expect(sent(calls, 'POST')[0]?.body).toEqual({
      data: { ...FAQ_DEFAULTS, question: { pl: 'Nowe?', en: '' }, answer: { pl: 'Tak.', en: '' } },
    });
    expect(await screen.findByText('Pomyślnie zapisano')).toBeInTheDocument();

    await act(() => router.navigate('/faq/create'));
    await user.type(await screen.findByRole('textbox', { name: 'Pytanie (Polski)' }), 'Drugie?');
    await user.type(screen.getByRole('textbox', { name: 'Odpowiedź (Polski)' }), 'Tak.');
    await user.click(screen.getAllByRole('button', { name: 'Dodaj i wróć' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Lista FAQ' })).toBeInTheDocument();
    // no unsaved-changes warning after a successful create
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('forms: server errors (REQ-FORM-4)', () => {
  it('maps errors[] onto the fields by context, translatable fields included, and lists the rest above', async () => {
    const { calls } = fakeServer((call) =>
      call.method === 'POST'
        ? jsonResponse(400, {
            errors: [
              {
                code: 'REQUEST:QUESTION_IS_REQUIRED',
                message: 'Question is required',
                context: 'data.question.pl',
              },
              {
                code: 'REQUEST:POSITION_IS_REQUIRED',
                message: 'Position is required',
                context: 'data.position',
              },
              { code: 'FAQ:SOMETHING_ODD', message: 'Something odd happened' },
            ],
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderForm('/faq/create');
    await user.type(await screen.findByRole('textbox', { name: 'Pytanie (Polski)' }), 'Pytanie?');
    await user.type(screen.getByRole('textbox', { name: 'Odpowiedź (Polski)' }), 'Odpowiedź.');
    await user.click(screen.getAllByRole('button', { name: 'Dodaj' })[0] as HTMLElement);

    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    const question = screen.getByRole('group', { name: 'Pytanie' });
    expect(await within(question).findByText('Podaj treść pytania.')).toBeInTheDocument();
    // the context names Polish: the message is on the Polish input, not above both
    expect(screen.getByRole('textbox', { name: 'Pytanie (Polski)' })).toHaveAccessibleDescription(
      'Podaj treść pytania.',
    );
    expect(screen.getByRole('textbox', { name: 'Pytanie (Angielski)' })).toBeValid();
    expect(within(question).queryByRole('alert')).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Odpowiedź' })).queryByRole('alert'),
    ).toBeNull();
    expect(
      screen.getByText('Podaj pozycję: liczbę całkowitą większą od zera.'),
    ).toBeInTheDocument();
    // an error without a field of its own is listed above the form, in the server's words
    const formLevel = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent === 'Something odd happened');
    expect(formLevel).toBeDefined();
    expect(await screen.findByText('Błąd zapisu')).toBeInTheDocument();

    // editing the other language leaves it; editing that input clears it; the others stay
    await user.type(screen.getByRole('textbox', { name: 'Pytanie (Angielski)' }), 'Q');
    expect(within(question).getByText('Podaj treść pytania.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Pytanie (Polski)' }), '!');
    expect(within(question).queryByText('Podaj treść pytania.')).not.toBeInTheDocument();
    expect(
      screen.getByText('Podaj pozycję: liczbę całkowitą większą od zera.'),
    ).toBeInTheDocument();
  });
});

describe('forms: unsaved changes', () => {
  it('warns before leaving with unsaved changes, and lets the user stay', async () => {
    fakeServer(() => undefined);
    const user = userEvent.setup();
    const { router } = renderForm('/faq/7');
    const question = await screen.findByRole('textbox', { name: 'Pytanie (Polski)' });
    expect(question).toHaveValue('Jak zacząć?');
    await user.type(question, ' Teraz');

    await user.click(screen.getAllByRole('link', { name: 'Wróć' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Niezapisane zmiany' });
    await user.click(within(dialog).getByRole('button', { name: 'Zostań na stronie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/faq/7');
    expect(screen.getByRole('textbox', { name: 'Pytanie (Polski)' })).toHaveValue(
      'Jak zacząć? Teraz',
    );

    // back/forward are guarded too; leaving on purpose goes
    await act(() => router.navigate('/elsewhere'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Wyjdź bez zapisywania',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Gdzie indziej' })).toBeInTheDocument();
  });

  it('does not warn after a successful save (save stays, refreshed from the answer)', async () => {
    const stored = { current: STORED };
    const { calls } = fakeServer((call) => {
      if (call.method !== 'PUT') return undefined;
      stored.current = {
        ...stored.current,
        ...(call.body as FaqInput),
        version: stored.current.version + 1,
      };
      return jsonResponse(200, stored.current);
    }, stored);
    const user = userEvent.setup();
    const { router } = renderForm('/faq/7');
    const question = await screen.findByRole('textbox', { name: 'Pytanie (Polski)' });
    await user.clear(question);
    await user.type(question, '  Jak zacząć inwestować?  ');
    await user.click(screen.getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);

    expect(await screen.findByText('Pomyślnie zapisano')).toBeInTheDocument();
    expect(sent(calls, 'PUT')[0]?.body).toMatchObject({
      version: 4,
      question: { pl: 'Jak zacząć inwestować?' },
    });
    // the form now shows the saved record (trimmed by the schema) and is clean
    await waitFor(() => expect(question).toHaveValue('Jak zacząć inwestować?'));
    await user.click(screen.getAllByRole('link', { name: 'Wróć' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Lista FAQ' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // the next save sends the version the last save answered
    await user.click(screen.getByRole('link', { name: 'Otwórz' }));
    await user.type(await screen.findByRole('textbox', { name: 'Pytanie (Angielski)' }), '!');
    await user.click(screen.getAllByRole('button', { name: 'Zapisz i wróć' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Lista FAQ' })).toBeInTheDocument();
    expect(sent(calls, 'PUT')[1]?.body).toMatchObject({ version: 5 });
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('forms: stale write and session expiry', () => {
  it('a 409 STALE_WRITE keeps everything typed, says why, and offers the latest version', async () => {
    const stored = { current: STORED };
    const { calls } = fakeServer(
      (call) =>
        call.method === 'PUT'
          ? jsonResponse(409, { errors: [{ code: 'FAQ:STALE_WRITE', message: 'Stale' }] })
          : undefined,
      stored,
    );
    const user = userEvent.setup();
    renderForm('/faq/7');
    const answer = await screen.findByRole('textbox', { name: 'Odpowiedź (Polski)' });
    await user.type(answer, ' I zweryfikuj e-mail.');
    // meanwhile someone else saved version 5
    stored.current = { ...STORED, version: 5, answer: { pl: 'Cudza odpowiedź.', en: '' } };
    await user.click(screen.getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);

    const notice = await screen.findByRole('alert', { name: /Ktoś inny zapisał ten rekord/ });
    expect(notice).toHaveTextContent(
      'Twoje zmiany nie zostały zapisane, ale nadal są w formularzu.',
    );
    expect(answer).toHaveValue('Załóż konto. I zweryfikuj e-mail.');
    expect(sent(calls, 'PUT')[0]?.body).toMatchObject({ version: 4 });

    // the comparison: their answer beside the one typed here
    const dialog = await screen.findByRole('dialog', { name: /Ktoś inny zapisał ten rekord/ });
    expect(dialog).toHaveTextContent('Odpowiedź (Polski)');
    expect(dialog).toHaveTextContent('Cudza odpowiedź.');
    expect(dialog).toHaveTextContent('Załóż konto. I zweryfikuj e-mail.');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć moje zmiany i wczytaj' }));
    await waitFor(() => expect(answer).toHaveValue('Cudza odpowiedź.'));
    expect(screen.queryByRole('alert', { name: /Ktoś inny zapisał/ })).not.toBeInTheDocument();
  });

  it('a 409 STALE_WRITE settled with "keep mine": the next save sends the typed value on the latest version', async () => {
    const stored = { current: STORED };
    let puts = 0;
    const { calls } = fakeServer((call) => {
      if (call.method !== 'PUT') return undefined;
      puts += 1;
      if (puts === 1) {
        return jsonResponse(409, {
          errors: [{ code: 'FAQ:STALE_WRITE', message: 'Stale' }],
          conflict: {
            savedBy: { id: 3, email: 'ola@example.com', name: 'Ola Testowa' },
            savedAt: '2026-11-28T08:05:00.000Z',
          },
        });
      }
      return jsonResponse(200, { ...STORED, ...(call.body as FaqInput), version: 6 });
    }, stored);
    const user = userEvent.setup();
    renderForm('/faq/7');
    const answer = await screen.findByRole('textbox', { name: 'Odpowiedź (Polski)' });
    await user.type(answer, ' I zweryfikuj e-mail.');
    stored.current = { ...STORED, version: 5, answer: { pl: 'Cudza odpowiedź.', en: '' } };
    await user.click(screen.getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: /Ktoś inny zapisał ten rekord/ });
    expect(dialog).toHaveTextContent(
      'Zapisał(a): Ola Testowa (ola@example.com), 28/11/2026 09:05.',
    );
    // the user changed the answer too: theirs is kept only if chosen
    const answerField = dialog.querySelector<HTMLElement>('[data-conflict-field="answer.pl"]');
    if (!answerField) throw new Error('the answer is not compared');
    expect(within(answerField).getByRole('radio', { name: 'Zachowaj moją' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Zastosuj wybór' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answer).toHaveValue('Załóż konto. I zweryfikuj e-mail.');

    await user.click(screen.getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(2));
    expect(sent(calls, 'PUT')[1]?.body).toMatchObject({
      version: 5,
      answer: { pl: 'Załóż konto. I zweryfikuj e-mail.' },
    });
  });

  it('an access token that expires mid-form is refreshed and the save goes through with the input', async () => {
    let tokenCalls = 0;
    const { calls } = fakeServer((call) => {
      if (pathOf(call) === '/token') {
        tokenCalls += 1;
        return jsonResponse(200, {
          accessToken: 'fresh',
          refreshToken: 'refresh-2',
          expiresIn: 300,
        });
      }
      if (call.method !== 'PUT') return undefined;
      if (call.headers.get('Authorization') !== 'Bearer fresh') {
        return jsonResponse(401, {
          errors: [{ code: 'AUTH:UNAUTHENTICATED', message: 'expired' }],
        });
      }
      return jsonResponse(200, { ...STORED, ...(call.body as FaqInput), version: 5 });
    });
    const user = userEvent.setup();
    renderForm('/faq/7');
    const question = await screen.findByRole('textbox', { name: 'Pytanie (Angielski)' });
    await user.clear(question);
    await user.type(question, 'How do I start?');
    await user.click(screen.getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);

    expect(await screen.findByText('Pomyślnie zapisano')).toBeInTheDocument();
    expect(tokenCalls).toBe(1);
    expect(sent(calls, 'PUT').map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer access',
      'Bearer fresh',
    ]);
    expect(sent(calls, 'PUT')[1]?.body).toMatchObject({ question: { en: 'How do I start?' } });
    expect(question).toHaveValue('How do I start?');
  });
});

describe('forms: read-only without the permission', () => {
  it('disables every field and hides save', async () => {
    fakeServer(() => undefined);
    renderForm('/faq/7', { readOnly: true });
    const question = await screen.findByRole('textbox', { name: 'Pytanie (Polski)' });
    expect(question).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Pozycja' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Aktywne' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz i wróć' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Wróć' })).toHaveLength(2);
    expect(screen.getByText(/formularz jest tylko do odczytu/)).toBeInTheDocument();
  });
});
