import { ALL_PERMISSIONS } from '@backoffice/contract';
import type { Config, PaypalConfig } from '@backoffice/contract/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../shared/auth/token-store';
import { AppModals } from '../../../shared/ui/app-modals';
import { currentUser } from '../../../test/current-user';
import { jsonResponse, mockFetch, pathOf, type RecordedCall } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { SettingsPage } from './settings-page';

const CONFIG: Config = {
  contactForm: {
    sendFrom: 'formularz@example.com',
    sendTo: 'kontakt@example.com',
    sendFromName: 'Formularz',
  },
  maintenanceMode: false,
  maintenanceModeTitle: { pl: 'Przerwa', en: 'Break' },
  maintenanceModeMessage: { pl: 'Wracamy wkrótce.', en: 'Back soon.' },
  systemMaintenanceModeTitle: { pl: 'Aktualizacja', en: 'Upgrade' },
  systemMaintenanceModeMessage: { pl: 'Chwila.', en: 'A moment.' },
  googleAnalyticsId: '',
  googleMapsId: '',
  approvals: { mode: 'off', threshold: '50000.00' },
  deadlines: { extendMaxDays: 30 },
  socialMediaIcons: (['linkedin', 'facebook', 'twitter', 'instagram', 'youtube'] as const).map(
    (name, index) => ({
      id: index + 1,
      name,
      icon: name,
      isEnabled: false,
      url: '',
      position: index + 1,
    }),
  ),
  version: 3,
  updatedAt: '2026-11-23T10:00:00.000Z',
};

const PAYPAL: PaypalConfig = {
  maxAmount: '10000.00',
  defaultCredentials: {
    productionMode: false,
    sandboxClientId: 'sandbox-id',
    sandboxClientSecret: { isSet: true, mask: '••••1111' },
    productionClientId: '',
    productionClientSecret: { isSet: false, mask: '' },
  },
  version: 1,
  updatedAt: '2026-11-23T10:00:00.000Z',
};

function fakeServer(canEdit = true) {
  return mockFetch((call: RecordedCall) => {
    switch (pathOf(call)) {
      case '/user/me':
        return jsonResponse(200, currentUser(canEdit ? ALL_PERMISSIONS : ['admin:config:get']));
      case '/admin/config':
        if (call.method === 'PUT') {
          const body = call.body as { data: Partial<Config> };
          return jsonResponse(200, {
            ...CONFIG,
            ...body.data,
            socialMediaIcons: CONFIG.socialMediaIcons,
            version: 4,
          });
        }
        return jsonResponse(200, CONFIG);
      case '/admin/config/paypal':
        if (call.method === 'PUT') {
          // the server names every missing field of the active mode (REQ-SETTINGS-4)
          return jsonResponse(400, {
            errors: ['productionClientId', 'productionClientSecret'].map((field) => ({
              code: 'CONFIG:PRODUCTION_CREDENTIALS_EMPTY',
              message: 'The production mode needs its client id and secret',
              context: `data.defaultCredentials.${field}`,
            })),
          });
        }
        return jsonResponse(200, PAYPAL);
      default:
        return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'no' }] });
    }
  });
}

function renderPage(path = '/settings') {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <AppModals />
          </>
        ),
        children: [{ path: '/settings', element: <SettingsPage /> }],
      },
    ],
    { initialPath: path },
  );
}

/** The tab's panel, once its form and the permission check are in. */
async function panel(name: string) {
  const tabPanel = await screen.findByRole('tabpanel', { name });
  await waitFor(() =>
    expect(within(tabPanel).getAllByRole('button', { name: 'Odśwież' })[0]).toBeEnabled(),
  );
  return tabPanel;
}

beforeEach(() => {
  storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
});

// the page's first render loads Mantine's tabs and every form: slow on a loaded machine
describe('settings page (REQ-SETTINGS-1)', { timeout: 20_000 }, () => {
  it('validates the contact form e-mails and sends only the General part', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderPage();
    const general = await panel('Ogólne');
    // reload and save at the top and at the bottom
    expect(within(general).getAllByRole('button', { name: 'Odśwież' })).toHaveLength(2);
    expect(within(general).getAllByRole('button', { name: 'Zapisz' })).toHaveLength(2);
    const sendTo = within(general).getByRole('textbox', { name: /Adres odbiorcy/ });
    await user.clear(sendTo);
    await user.type(sendTo, 'not-an-email');
    await user.click(within(general).getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);
    await waitFor(() => expect(sendTo).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(sendTo);
    await user.type(sendTo, 'biuro@example.com');
    await user.click(within(general).getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      data: {
        contactForm: {
          sendFrom: 'formularz@example.com',
          sendTo: 'biuro@example.com',
          sendFromName: 'Formularz',
        },
      },
      version: 3,
    });
  });

  it('asks before switching maintenance on', async () => {
    fakeServer();
    const user = userEvent.setup();
    renderPage('/settings?tab=maintenance');
    const maintenance = await panel('Przerwa techniczna');
    const toggle = within(maintenance).getByRole('switch', { name: /Tryb przerwy technicznej/ });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Włączyć przerwę techniczną?' });
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Włącz' }),
    );
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('sends only isEnabled, url and position of each social media icon', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderPage('/settings?tab=socialMedia');
    const social = await panel('Media społecznościowe');
    await user.click(within(social).getByRole('switch', { name: 'Widoczna: LinkedIn' }));
    await user.type(
      within(social).getByRole('textbox', { name: 'Adres profilu: LinkedIn' }),
      'https://www.linkedin.com/company/demo',
    );
    await user.click(within(social).getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as {
      data: { socialMediaIcons: Record<string, object> };
    };
    expect(Object.keys(body.data)).toEqual(['socialMediaIcons']);
    expect(body.data.socialMediaIcons.linkedin).toEqual({
      isEnabled: true,
      url: 'https://www.linkedin.com/company/demo',
      position: 1,
    });
    for (const icon of Object.values(body.data.socialMediaIcons)) {
      expect(Object.keys(icon).sort()).toEqual(['isEnabled', 'position', 'url']);
    }
  });

  it('shows a stored PayPal secret as its mask, and is read-only without the edit permission', async () => {
    fakeServer(false);
    renderPage('/settings?tab=paypal');
    const paypal = await screen.findByRole('tabpanel', { name: 'PayPal' });
    const secret = await within(paypal).findByRole('textbox', { name: 'Secret (sandbox)' });
    expect(secret).toHaveValue('••••1111');
    await waitFor(() => expect(secret).toBeDisabled());
    expect(within(paypal).queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });

  it('says what the production switch means in its state, and marks both missing production fields', async () => {
    // REQ-POLISH-2
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderPage('/settings?tab=paypal');
    const paypal = await panel('PayPal');
    expect(within(paypal).getByText(/^Wyłączony: płatności testowe/)).toBeInTheDocument();
    await user.click(within(paypal).getByRole('switch', { name: /Tryb produkcyjny/ }));
    expect(within(paypal).getByText(/^Włączony: prawdziwe płatności/)).toBeInTheDocument();
    expect(within(paypal).queryByText(/^Wyłączony: płatności testowe/)).toBeNull();

    await user.click(within(paypal).getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const id = within(paypal).getByRole('textbox', { name: 'Client ID (produkcja)' });
    const secret = within(paypal).getByRole('textbox', { name: 'Secret (produkcja)' });
    await waitFor(() => expect(id).toHaveAttribute('aria-invalid', 'true'));
    expect(secret).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(paypal).getByRole('textbox', { name: 'Client ID (sandbox)' }),
    ).not.toHaveAttribute('aria-invalid', 'true');
  });
});
