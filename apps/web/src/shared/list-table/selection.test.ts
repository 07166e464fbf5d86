import { describe, expect, it } from 'vitest';
import { keepOnly, pageSelectionState, togglePage, toggleRow } from './selection';

const page = [1, 2, 3].map((key) => ({ key, item: `row ${key}` }));

describe('row selection', () => {
  it('a row toggles in and out, remembering the row it was picked from', () => {
    const one = toggleRow(new Map(), 2, 'row 2');
    expect([...one]).toEqual([[2, 'row 2']]);
    expect(toggleRow(one, 2, 'row 2').size).toBe(0);
  });

  it('the page checkbox is empty, indeterminate or checked by how much of the page is picked', () => {
    const keys = page.map((row) => row.key);
    expect(pageSelectionState(new Map(), keys)).toBe('none');
    expect(pageSelectionState(new Map([[2, 'row 2']]), keys)).toBe('some');
    expect(pageSelectionState(new Map(page.map((row) => [row.key, row.item])), keys)).toBe('all');
    // rows of another page do not make this page look picked
    expect(pageSelectionState(new Map([[9, 'row 9']]), keys)).toBe('none');
  });

  it('select-all picks the rest of a partly picked page, and unpicks a fully picked one', () => {
    const other = new Map<number, string>([
      [9, 'row 9'],
      [2, 'row 2'],
    ]);
    const all = togglePage(other, page);
    expect([...all.keys()].sort()).toEqual([1, 2, 3, 9]);
    const none = togglePage(all, page);
    // the other page's row is still picked
    expect([...none.keys()]).toEqual([9]);
  });

  it('after a bulk action only the failed rows stay picked', () => {
    const picked = new Map(page.map((row) => [row.key, row.item]));
    expect([...keepOnly(picked, [3]).keys()]).toEqual([3]);
    expect(keepOnly(picked, []).size).toBe(0);
  });
});
