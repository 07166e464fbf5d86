import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TableSkeleton } from './table-skeleton';

describe('TableSkeleton', () => {
  it('draws the 5 columns by 8 rows placeholder of REQ-SHELL-6 by default', () => {
    renderWithProviders(<TableSkeleton />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    const [head, body] = within(table).getAllByRole('rowgroup');
    expect(within(head as HTMLElement).getAllByRole('columnheader')).toHaveLength(5);
    const rows = within(body as HTMLElement).getAllByRole('row');
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(5);
  });
});
