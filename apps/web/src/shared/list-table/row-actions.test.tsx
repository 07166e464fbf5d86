import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { RowActions } from './row-actions';

describe('RowActions', () => {
  it('runs an action that returns its promise once, however fast the clicks, then again', async () => {
    let finish: () => void = () => undefined;
    const clone = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderRoutes(
      [
        {
          path: '/pages',
          element: (
            <RowActions
              label="Apartamenty"
              extra={[
                { key: 'clone', text: 'Klonuj', label: 'Klonuj', icon: null, onClick: clone },
              ]}
            />
          ),
        },
      ],
      { initialPath: '/pages' },
    );
    const button = screen.getByRole('button', { name: 'Klonuj' });
    // both clicks before React renders the busy button, as a fast double click can land
    act(() => {
      button.click();
      button.click();
    });
    await userEvent.click(button);
    expect(clone).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    await userEvent.click(button);
    expect(clone).toHaveBeenCalledTimes(2);
  });
});
