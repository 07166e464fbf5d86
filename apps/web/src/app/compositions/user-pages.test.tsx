import { ALL_PERMISSIONS } from '@backoffice/contract';
import type { CurrentUser } from '@backoffice/contract/auth';
import { USER_DEFAULTS, type User } from '@backoffice/contract/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../shared/auth/token-store';
import { jsonResponse, mockFetch, pathOf, type RecordedCall } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render';
import {
  StaffAccountCreatePage,
  UsersCreatePage,
} from '../../features/users/routes/user-create-page';
import { ComposedUsersEditPage as UsersEditPage } from './access-pages';
import { AppModals } from '../../shared/ui/app-modals';

const SUPER_ADMIN: CurrentUser = {
  id: 1,
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  isAdmin: true,
  isSuperAdmin: true,
  userType: 'staff',
  active: true,
  permissions: ALL_PERMISSIONS,
};

const INVESTOR: User = {
  ...USER_DEFAULTS,
  id: 7,
  email: 'jan.kowalski@example.com',
  firstName: 'Jan',
  lastName: 'Kowalski',
  isAdmin: false,
  isSuperAdmin: false,
  userType: 'investor',
  createdAt: '2026-03-01T10:00:00.000Z',
  version: 2,
  investorData: {
    phoneNumber: '+48 600 100 200',
    address: {
      address: 'Polna 1',
      zip: '00-001',
      city: 'Warszawa',
      state: { id: 7 },
      country: { id: 1 },
    },
    bankAccount: { country: { id: 1 }, bankName: 'Bank', accountNumber: '' },
  },
};

const COUNTRIES = {
  countries: [
    {
      id: 1,
      code: 'PL',
      name: { pl: 'Polska', en: 'Poland' },
      states: [
        { id: 7, name: 'mazowieckie' },
        { id: 12, name: 'śląskie' },
      ],
    },
    { id: 2, code: 'DE', name: { pl: 'Niemcy', en: 'Germany' }, states: [] },
  ],
};

type Handler = (call: RecordedCall) => Response | undefined;

/** The server the screens talk to: every permission granted, `user` at /admin/user/7. */
function fakeServer(user: User, handle: Handler = () => undefined, viewer = SUPER_ADMIN) {
  return mockFetch((call) => {
    const answer = handle(call);
    if (answer) return answer;
    switch (pathOf(call)) {
      case '/user/me':
        return jsonResponse(200, viewer);
      case '/investor/register':
        return jsonResponse(200, COUNTRIES);
      case `/admin/user/${user.id}`:
        return jsonResponse(200, user);
      case `/admin/user/${user.id}/roles`:
        return jsonResponse(200, []);
      default:
        return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'no' }] });
    }
  });
}

function renderPage(initialPath: string) {
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
          { path: '/users/create', element: <UsersCreatePage /> },
          { path: '/staff-accounts/create', element: <StaffAccountCreatePage /> },
          { path: '/users/:id', element: <UsersEditPage /> },
        ],
      },
    ],
    { initialPath },
  );
}

function saveButtons(): HTMLElement[] {
  return [
    ...screen.getAllByRole('button', { name: 'Zapisz' }),
    ...screen.getAllByRole('button', { name: 'Zapisz i wróć' }),
  ];
}

async function loaded() {
  const email = await screen.findByRole('textbox', { name: 'E-mail' });
  // the permission check and the viewer are in: the toolbar is no longer busy
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Odśwież' })[0]).toBeEnabled());
  return email;
}

/** The create form once the permission check is in (until then it is read-only). */
async function createFormReady() {
  const email = await screen.findByRole('textbox', { name: 'E-mail' });
  await waitFor(() => expect(email).toBeEnabled());
  return email;
}

beforeEach(() => {
  storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
});

describe('user edit screen (REQ-USER-3)', () => {
  it('keeps save disabled until something changed, and while the email is empty', async () => {
    fakeServer(INVESTOR);
    const user = userEvent.setup();
    renderPage('/users/7');
    const email = await loaded();
    expect(email).toHaveValue('jan.kowalski@example.com');
    for (const button of saveButtons()) expect(button).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Miejscowość' }), ' Centrum');
    for (const button of saveButtons()) expect(button).toBeEnabled();

    await user.clear(email);
    for (const button of saveButtons()) expect(button).toBeDisabled();
    await user.type(email, 'jan@example.com');
    for (const button of saveButtons()) expect(button).toBeEnabled();
  });

  it('shows USER:NOT_UNIQUE_USER on the email field', async () => {
    const { calls } = fakeServer(INVESTOR, (call) =>
      call.method === 'PUT'
        ? jsonResponse(409, {
            errors: [
              {
                code: 'USER:NOT_UNIQUE_USER',
                message: 'A user with this email already exists',
                context: 'email',
              },
            ],
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderPage('/users/7');
    const email = await loaded();
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Taki użytkownik już istnieje.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ email: 'taken@example.com', version: 2 });
    // the typed value stays
    expect(email).toHaveValue('taken@example.com');
  });

  it('shows a wrong IBAN on the account number field and sends nothing', async () => {
    const { calls } = fakeServer(INVESTOR);
    const user = userEvent.setup();
    renderPage('/users/7');
    await loaded();
    const account = screen.getByRole('textbox', { name: 'Numer konta (IBAN)' });
    await user.type(account, 'PL61 1090 1014 0000 0712 1981 2875');
    await user.click(screen.getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);

    await waitFor(() => expect(account).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Nieprawidłowy numer konta bankowego.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    // a valid one (a bare 26-digit NRB) is sent
    await user.clear(account);
    await user.type(account, '61109010140000071219812874');
    await waitFor(() => expect(account).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('hides the Roles and Permissions tabs for a user who is not an admin (REQ-USER-10)', async () => {
    fakeServer(INVESTOR);
    renderPage('/users/7?tab=permissions');
    await loaded();
    // admin permissions apply only to admin users: the user form is the only thing shown
    expect(screen.queryByRole('tab', { name: 'Uprawnienia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeVisible();
  });

  it('shows the Roles tab for an admin user', async () => {
    fakeServer({ ...INVESTOR, isAdmin: true, userType: 'staff' });
    const user = userEvent.setup();
    renderPage('/users/7?tab=roles');
    expect(await screen.findByRole('tab', { name: 'Role' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Użytkownik nie ma żadnej roli.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Użytkownik' }));
    expect(screen.getByRole('tab', { name: 'Użytkownik' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the Agreements tab: the answers with their order link and the sanitised text', async () => {
    fakeServer(INVESTOR, (call) => {
      if (pathOf(call) === '/admin/user-agreement') {
        return jsonResponse(200, [
          {
            id: 3,
            agreementId: 2,
            target: 'order',
            type: 'risk',
            isRequired: true,
            isAccepted: true,
            orderId: 1001,
            contentVersion: 2,
            name: { pl: 'Rozumiem ryzyko', en: 'I understand the risk' },
            content: { pl: '<p>Ryzyko <strong>utraty</strong></p>', en: '<p>Risk</p>' },
            answeredAt: '2026-03-02T10:00:00.000Z',
          },
        ]);
      }
      if (pathOf(call) === '/admin/agreements/typesAndTargets') {
        return jsonResponse(200, {
          types: [{ value: 'risk', label: 'Informacja o ryzyku' }],
          targets: [{ value: 'order', label: 'Zamówienie' }],
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderPage('/users/7?tab=agreements');
    expect(await screen.findByRole('tab', { name: 'Zgody' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Informacja o ryzyku')).toBeInTheDocument();
    expect(screen.getByText('v2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zamówienie #1001' })).toHaveAttribute(
      'href',
      '/orders/1001/edit',
    );
    await user.click(screen.getByRole('button', { name: 'Pokaż treść: Rozumiem ryzyko' }));
    expect((await screen.findByText('utraty')).tagName).toBe('STRONG');
  });

  it('shows the empty state and, on a failure, loadAgreementsError in red', async () => {
    fakeServer(INVESTOR, (call) =>
      pathOf(call) === '/admin/user-agreement' ? jsonResponse(200, []) : undefined,
    );
    const first = renderPage('/users/7?tab=agreements');
    expect(await screen.findByText('Użytkownik nie ma zgód.')).toBeInTheDocument();
    first.unmount();

    fakeServer(INVESTOR, (call) =>
      pathOf(call) === '/admin/user-agreement'
        ? jsonResponse(500, { errors: [{ code: 'INTERNAL', message: 'boom' }] })
        : undefined,
    );
    renderPage('/users/7?tab=agreements');
    const error = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(error).toHaveTextContent('Błąd podczas ładowania zgód użytkownika');
  });

  it('locks isAdmin for a viewer who is not a super admin', async () => {
    fakeServer(INVESTOR, undefined, { ...SUPER_ADMIN, id: 2, isSuperAdmin: false });
    renderPage('/users/7');
    await loaded();
    expect(screen.getByRole('switch', { name: /^Administrator/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Aktywne/ })).toBeEnabled();
  });

  it('locks active and isAdmin on your own account', async () => {
    fakeServer({ ...INVESTOR, id: 1, isAdmin: true, isSuperAdmin: true });
    renderPage('/users/1');
    await screen.findByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Aktywne/ })).toBeDisabled());
    expect(screen.getByRole('switch', { name: /^Administrator/ })).toBeDisabled();
  });
});

describe('user create screen', () => {
  it('shows a wrong IBAN from the server on the account number field', async () => {
    fakeServer(INVESTOR, (call) =>
      call.method === 'POST'
        ? jsonResponse(400, {
            errors: [
              {
                code: 'REQUEST:BANK_ACCOUNT_ACCOUNT_NUMBER_IS_WRONG',
                message: 'wrong',
                context: 'data.investorData.bankAccount.accountNumber',
              },
            ],
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderPage('/users/create');
    await user.type(await createFormReady(), 'nowy@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Imię' }), 'Ola');
    await user.type(screen.getByRole('textbox', { name: 'Nazwisko' }), 'Nowa');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Dodaj' })[0]).toBeEnabled());
    await user.click(screen.getAllByRole('button', { name: 'Dodaj' })[0] as HTMLElement);
    const account = screen.getByRole('textbox', { name: 'Numer konta (IBAN)' });
    await waitFor(() => expect(account).toHaveAttribute('aria-invalid', 'true'));
    expect(account).toHaveAccessibleDescription(
      expect.stringContaining('Nieprawidłowy numer konta bankowego.'),
    );
  });

  it('sends the set-password link pattern and a staff account as admin', async () => {
    const { calls } = fakeServer(INVESTOR, (call) =>
      call.method === 'POST' ? jsonResponse(201, { id: 9 }) : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderPage('/staff-accounts/create');
    await user.type(await createFormReady(), 'staff@example.com');
    expect(screen.getByRole('switch', { name: /^Administrator/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Administrator/ })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Imię' }), 'Ola');
    await user.type(screen.getByRole('textbox', { name: 'Nazwisko' }), 'Nowa');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Dodaj' })[0]).toBeEnabled());
    await user.click(screen.getAllByRole('button', { name: 'Dodaj' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-accounts/9'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      data: { email: 'staff@example.com', isAdmin: true, active: true },
      resetPasswordUrlPattern: `${window.location.origin}/set-password/:resetPasswordToken`,
    });
  });
});
