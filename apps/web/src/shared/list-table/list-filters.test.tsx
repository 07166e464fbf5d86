import type { ConfiguredFilter } from '@backoffice/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ListFilters } from './list-filters';

const configured: ConfiguredFilter[] = [
  { field: 'search', name: 'text', type: 'text' },
  { field: 'active', name: 'boolean', type: 'boolean' },
];

function setViewport(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: narrow && query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const draw = (filters: Record<string, Record<string, string>> = {}) =>
  renderWithProviders(
    <ListFilters
      configured={configured}
      config={{ search: { label: 'Szukaj' }, active: { label: 'Aktywne' } }}
      query={{ filters, pagination: {}, order: [] }}
      onChange={() => undefined}
      onClear={() => undefined}
    />,
  );

describe('ListFilters on a narrow screen', () => {
  it('keeps the search in view and folds the other filters behind a button with their count', async () => {
    setViewport(true);
    draw({ active: { boolean: '1' } });
    expect(screen.getByLabelText('Szukaj')).toBeInTheDocument();
    expect(screen.queryAllByLabelText('Aktywne')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Filtry (1)' }));
    expect(screen.getAllByLabelText('Aktywne').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Ukryj filtry' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows every filter at once on a wide screen', () => {
    setViewport(false);
    draw();
    expect(screen.getAllByLabelText('Aktywne').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Filtry/ })).not.toBeInTheDocument();
  });
});

describe('a numeric filter', () => {
  const amount: ConfiguredFilter[] = [{ field: 'totalAmount', name: 'numeric', type: 'numeric' }];
  const drawAmount = (min: string, onChange = vi.fn()) => {
    renderWithProviders(
      <ListFilters
        configured={amount}
        config={{ totalAmount: { label: 'Kwota', range: true } }}
        query={{ filters: min ? { totalAmount: { min } } : {}, pagination: {}, order: [] }}
        onChange={onChange}
        onClear={() => undefined}
      />,
    );
    return onChange;
  };

  it('takes an amount typed the Polish way and sends the decimal the API reads', async () => {
    setViewport(false);
    const onChange = drawAmount('');
    await userEvent.type(screen.getByLabelText('Kwota: od'), '1 234,50{Enter}');
    expect(onChange).toHaveBeenCalledWith('totalAmount', 'min', '1234.50');
  });

  it('says under the box that text is not a number, and does not send it', async () => {
    setViewport(false);
    const onChange = drawAmount('');
    await userEvent.type(screen.getByLabelText('Kwota: od'), 'abc{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Wpisz liczbę, np. 1 234,50.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kwota: od')).toHaveValue('abc');
  });

  it('says when the range is reversed, compared exactly', () => {
    setViewport(false);
    renderWithProviders(
      <ListFilters
        configured={amount}
        config={{ totalAmount: { label: 'Kwota', range: true } }}
        query={{ filters: { totalAmount: { min: '5000', max: '100' } }, pagination: {}, order: [] }}
        onChange={() => undefined}
        onClear={() => undefined}
      />,
    );
    expect(screen.getByText('Mniejsze niż „od”.')).toBeInTheDocument();
  });

  it('shows the amount in the address grouped the Polish way', () => {
    setViewport(false);
    drawAmount('12345.5');
    expect((screen.getByLabelText('Kwota: od') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe(
      '12 345,5',
    );
  });
});
