import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ApiRequestError } from '../api/api-request-error';
import { RecordLoadError } from './load-error-alert';

function renderRecordError(error: unknown, onRetry = vi.fn()) {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <RecordLoadError error={error} backPath="/faq" onRetry={onRetry} retrying={false} />
        ),
      },
    ],
    { initialPath: '/faq/7' },
  );
  return onRetry;
}

describe('RecordLoadError', () => {
  it('a record that is not there: says so, leads back to its list, offers no retry', () => {
    renderRecordError(
      new ApiRequestError(404, [{ code: 'FAQ:NOT_FOUND', message: 'not found' }], null),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nie znaleziono');
    expect(screen.getByRole('link', { name: 'Wróć' })).toHaveAttribute('href', '/faq');
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
  });

  it('a record that failed to load: the reason and a retry that asks again', async () => {
    const onRetry = renderRecordError(
      new ApiRequestError(500, [{ code: 'SERVER:INTERNAL_ERROR', message: 'boom' }], null),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się wczytać');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
