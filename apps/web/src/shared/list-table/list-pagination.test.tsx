import type { ListMeta } from '@backoffice/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { ListPagination } from './list-pagination';

const meta = (
  totalItems: number,
  totalIsEstimate: boolean,
): Pick<ListMeta, 'configuredPagination' | 'pagination'> => ({
  configuredPagination: { pageSizes: [10, 20], defaultPageSize: 10 },
  pagination: {
    pageSize: 10,
    pageNumber: 2,
    totalItems,
    totalPages: Math.ceil(totalItems / 10),
    totalIsEstimate,
  },
});

const show = (totalItems: number, totalIsEstimate: boolean) =>
  renderWithProviders(
    <ListPagination
      meta={meta(totalItems, totalIsEstimate)}
      shownItems={10}
      onPage={() => {}}
      onPageSize={() => {}}
    />,
  );

let language: string;
beforeEach(async () => {
  language = i18n.language;
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  await i18n.changeLanguage(language);
});

describe('the total under a list', () => {
  it('is exact up to the cap', () => {
    show(42, false);
    expect(screen.getByText('11–20 of 42')).toBeInTheDocument();
  });

  it('says "about" for the estimate of a big table and "more than" for a capped count', async () => {
    const { unmount } = show(1_000_000, true);
    expect(screen.getByText('11–20 of about 1,000,000')).toBeInTheDocument();
    unmount();
    show(10_001, true);
    expect(screen.getByText('11–20 of more than 10,000')).toBeInTheDocument();
  });

  it('says "około" in Polish', async () => {
    await i18n.changeLanguage('pl');
    show(1_000_000, true);
    expect(screen.getByText(/^11–20 z około 1\s000\s000$/)).toBeInTheDocument();
  });

  it('groups the digits of a deep page in the UI language', () => {
    renderWithProviders(
      <ListPagination
        meta={{
          ...meta(1_000_000, true),
          pagination: { ...meta(1_000_000, true).pagination, pageNumber: 5000 },
        }}
        shownItems={10}
        onPage={() => {}}
        onPageSize={() => {}}
      />,
    );
    expect(screen.getByText('49,991–50,000 of about 1,000,000')).toBeInTheDocument();
  });
});

/** A pager on page `pageNumber` of about a million rows, with `cursors`; its calls recorded. */
function bigPager(pageNumber: number, cursors: ListMeta['pagination']['cursors']) {
  const calls: unknown[][] = [];
  const big = meta(1_000_000, true);
  renderWithProviders(
    <ListPagination
      meta={{ ...big, pagination: { ...big.pagination, pageNumber, cursors } }}
      shownItems={10}
      onPage={(...args) => calls.push(args)}
      onPageSize={() => {}}
    />,
  );
  return calls;
}

describe('the pages of a big list', () => {
  it('are sought by the cursors the server gave: next, previous and the end', async () => {
    const calls = bigPager(5000, { previous: 'p', next: 'n', last: 'l' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 100000' }));
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(calls).toEqual([
      [5001, { after: 'n' }],
      [4999, { before: 'p' }],
      [100000, { before: 'l' }],
      [1, undefined],
    ]);
  });

  it('counts the pages beside the last one from the end', async () => {
    const calls = bigPager(100000, { previous: 'p', last: 'l' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 99997' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(calls).toEqual([
      [99997, { before: 'l' }],
      [99999, { before: 'p' }],
    ]);
  });

  it('are found by number where the server gave no cursor', async () => {
    const calls: unknown[][] = [];
    renderWithProviders(
      <ListPagination
        meta={meta(42, false)}
        shownItems={10}
        onPage={(...args) => calls.push(args)}
        onPageSize={() => {}}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(calls).toEqual([[3, undefined]]);
  });
});
