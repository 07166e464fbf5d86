import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { showToast } from './toast';

function shownIds(): string[] {
  return notificationsStore.getState().notifications.map((toast) => toast.id ?? '');
}

describe('toasts (REQ-NOTIFY-1)', () => {
  it('shows one at a time: the same toast twice is one, a new one replaces it', async () => {
    renderWithProviders(<p>page</p>);
    showToast('success', 'Pomyślnie zapisano pytanie FAQ');
    showToast('success', 'Pomyślnie zapisano pytanie FAQ');
    expect(await screen.findByText('Pomyślnie zapisano pytanie FAQ')).toBeInTheDocument();
    expect(shownIds()).toHaveLength(1);
    // a success hides after 4000 ms
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(4000);

    showToast('error', 'Ktoś inny zapisał ten rekord', 'Błąd podczas zapisywania pytania FAQ');
    await waitFor(() =>
      expect(shownIds()).toEqual([
        'error:Błąd podczas zapisywania pytania FAQ:Ktoś inny zapisał ten rekord',
      ]),
    );
    expect(notificationsStore.getState().queue).toEqual([]);
    expect(await screen.findByText('Błąd podczas zapisywania pytania FAQ')).toBeInTheDocument();
  });
});
