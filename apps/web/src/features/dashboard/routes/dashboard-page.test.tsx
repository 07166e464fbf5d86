import type { DashboardResponse } from '@backoffice/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { DashboardPanels } from './dashboard-page';

const title = (pl: string) => ({ pl, en: pl });

const MONEY: DashboardResponse = {
  transactions: {
    awaitingAcceptance: {
      count: 7,
      items: [
        {
          id: 41,
          orderId: 9,
          method: 'bank-transfer',
          amount: '1250.50',
          waitUntil: '2026-06-18T10:00:00Z',
          user: { id: 3, firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com' },
          offer: { id: 2, title: title('Kamienica') },
        },
      ],
    },
    expiringSoon: { count: 0, items: [] },
  },
  raisedByOffer: [
    {
      offer: { id: 2, title: title('Kamienica') },
      isOpen: true,
      raised: '4500.50',
      target: '100000.00',
    },
  ],
  ordersByMonth: [
    { month: '2026-05', counts: { new: 1, paid: 2, completed: 0, rejected: 1 } },
    { month: '2026-06', counts: { new: 3, paid: 0, completed: 1, rejected: 0 } },
  ],
  newInvestors: [{ weekStart: '2026-06-15', count: 4 }],
  auditLog: [
    {
      id: 1,
      actorEmail: 'admin@example.com',
      action: 'order.accept',
      entityType: 'order',
      entityId: '9',
      createdAt: '2026-06-17T08:00:00Z',
    },
  ],
};

function render(data: DashboardResponse, actionLabel?: (action: string) => string) {
  return renderRoutes(
    [{ path: '*', element: <DashboardPanels data={data} actionLabel={actionLabel} /> }],
    {
      initialPath: '/',
    },
  );
}

describe('DashboardPanels', () => {
  it('names the audit events as the audit log does when the app gives it the names', () => {
    render(MONEY, (action) => (action === 'order.accept' ? 'Przyjęcie zamówienia' : action));
    const audit = screen.getByRole('region', { name: 'Ostatnie zmiany w systemie' });
    expect(within(audit).getByText(/Przyjęcie zamówienia/)).toBeInTheDocument();
    expect(within(audit).queryByText('order.accept')).toBeNull();
  });

  it('shows the money panels: transactions linking to their screens, charts with their figures as tables', async () => {
    render(MONEY);
    const awaiting = await screen.findByRole('region', { name: 'Przelewy do zaakceptowania' });
    expect(
      within(awaiting).getByRole('link', {
        name: /^Transakcja 41: Anna Nowak, 1250,50\s+zł$/,
      }),
    ).toHaveAttribute('href', '/transactions/41/edit');
    expect(within(awaiting).getByRole('link', { name: 'Pokaż wszystkie (7)' })).toHaveAttribute(
      'href',
      expect.stringContaining('filters[status][choice]=pending'),
    );
    const expiring = screen.getByRole('region', { name: 'Wygasają w ciągu 24 h' });
    expect(
      within(expiring).getByText('Żadna transakcja nie wygasa w ciągu 24 godzin.'),
    ).toBeVisible();

    // each chart's figures, in pl-PL PLN, in a table for assistive technology
    const raised = screen.getByRole('region', { name: 'Zebrane środki na ofertę' });
    const raisedTable = within(raised).getByRole('table');
    expect(
      within(raisedTable).getByRole('row', { name: /Kamienica 4500,50\s+zł 100\s000,00\s+zł/ }),
    ).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Zamówienia według statusu' });
    expect(within(orders).getByText(/Razem: 8\./)).toBeInTheDocument();
    expect(within(within(orders).getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Nowi inwestorzy tygodniowo' })).toBeInTheDocument();

    const audit = screen.getByRole('region', { name: 'Ostatnie zmiany w systemie' });
    expect(within(audit).getByText('order.accept')).toBeInTheDocument();
    expect(within(audit).getByRole('link', { name: 'Otwórz dziennik zmian' })).toHaveAttribute(
      'href',
      '/audit-log',
    );
    expect(screen.queryByRole('region', { name: 'Ostatnio zmienione treści' })).toBeNull();
  });

  it('without the money sections shows the recent content, linking to each record', async () => {
    render({
      recentContent: [
        { type: 'blog', id: 5, title: title('Nowy wpis'), updatedAt: '2026-06-17T09:00:00Z' },
        { type: 'offer', id: 2, title: title('Kamienica'), updatedAt: '2026-06-16T09:00:00Z' },
      ],
    });
    const content = await screen.findByRole('region', { name: 'Ostatnio zmienione treści' });
    expect(within(content).getByRole('link', { name: 'Nowy wpis' })).toHaveAttribute(
      'href',
      '/blog/5',
    );
    expect(within(content).getByRole('link', { name: 'Kamienica' })).toHaveAttribute(
      'href',
      '/pages/2/edit',
    );
    for (const name of [
      'Przelewy do zaakceptowania',
      'Zebrane środki na ofertę',
      'Zamówienia według statusu',
      'Ostatnie zmiany w systemie',
    ]) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
  });
});
