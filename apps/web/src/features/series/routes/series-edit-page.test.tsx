import type { Series } from '@backoffice/contract/series';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../../shared/auth/token-store';
import { Outlet } from 'react-router';
import { AppModals } from '../../../shared/ui/app-modals';
import { currentUser } from '../../../test/current-user';
import { jsonResponse, mockFetch, pathOf, type RecordedCall } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { SeriesEditPage } from './series-edit-page';

const SERIES: Series = {
  id: 1,
  name: 'Seria A',
  displayName: '',
  limit: 100,
  pricePerShare: '100.00',
  availableFrom: null,
  availableTo: null,
  bankName: '',
  accountHolder: '',
  accountNumber: '',
  allowOnlinePayments: false,
  useDefaultPaypalConfig: true,
  paypalProductionMode: false,
  paypalSandboxClientId: '',
  paypalProductionClientId: '',
  paypalSandboxClientSecret: { isSet: false, mask: '' },
  paypalProductionClientSecret: { isSet: false, mask: '' },
  numberOfShares: 3,
  orderCount: 3,
  offers: [],
  version: 1,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

function fakeServer() {
  return mockFetch((call: RecordedCall) => {
    switch (pathOf(call)) {
      case '/user/me':
        return jsonResponse(200, currentUser());
      case '/admin/series/1':
        if (call.method === 'PUT') {
          // the server's answer to a limit below the 13 shares orders take (REQ-SERIES-5)
          return jsonResponse(409, {
            errors: [
              {
                code: 'SERIES:SERIES_LIMIT_BELOW_TAKEN',
                message: 'SERIES_LIMIT_BELOW_TAKEN|13',
                context: 'limit',
              },
            ],
          });
        }
        return jsonResponse(200, SERIES);
      default:
        return jsonResponse(404, { errors: [{ code: 'NOT_FOUND', message: 'no' }] });
    }
  });
}

beforeEach(() => {
  storeTokens({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 300 });
});

describe('series edit page', { timeout: 20_000 }, () => {
  it('shows a limit below the shares taken on the limit field, with the number taken', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          element: (
            <>
              <Outlet />
              <AppModals />
            </>
          ),
          children: [{ path: '/series/:id/edit', element: <SeriesEditPage /> }],
        },
      ],
      { initialPath: '/series/1/edit' },
    );
    const limit = await screen.findByRole('textbox', { name: /Limit \(liczba udziałów/ });
    await waitFor(() => expect(limit).toBeEnabled());
    await user.clear(limit);
    await user.type(limit, '1');
    await user.click(screen.getAllByRole('button', { name: 'Zapisz' })[0] as HTMLElement);

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    await waitFor(() => expect(limit).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText(
        'Udziałów tej serii zajętych przez zamówienia: 13. Limit nie może być mniejszy.',
      ),
    ).toBeInTheDocument();
  });
});
