import { parse } from 'qs';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIST_QUERY,
  buildListSearch,
  parseListQuery,
  toApiQuery,
  withFilter,
  withPage,
  withPageSize,
  withToggledOrder,
} from './list-url-state';

const FULL =
  '?filters[search][text]=inwest&filters[active][boolean]=1' +
  '&pagination[pageSize]=20&pagination[pageNumber]=3' +
  '&order[0][column]=question&order[0][direction]=DESC';

describe('list state in the URL, in the API query format (REQ-LIST-1)', () => {
  it('reads filters, paging and order from the address, raw or percent-encoded', () => {
    const expected = {
      filters: { search: { text: 'inwest' }, active: { boolean: '1' } },
      pagination: { pageSize: '20', pageNumber: '3' },
      order: [{ column: 'question', direction: 'DESC' }],
    };
    expect(parseListQuery(FULL)).toEqual(expected);
    expect(parseListQuery(new URLSearchParams(FULL).toString())).toEqual(expected);
  });

  it('sends the API exactly what the address names, and nothing for a bare list', () => {
    expect(toApiQuery(parseListQuery(FULL))).toEqual(parseListQuery(FULL));
    expect(toApiQuery(parseListQuery(''))).toEqual({});
    expect(toApiQuery(parseListQuery('?view=list'))).toEqual({});
  });

  it("omits empty and 'Invalid date' filter values (REQ-LIST-4)", () => {
    const query = parseListQuery(
      '?filters[createdAt][dateFrom]=Invalid%20date&filters[createdAt][dateTo]=2026-01-31&filters[search][text]=',
    );
    expect(query.filters).toEqual({ createdAt: { dateTo: '2026-01-31' } });
  });

  it('writes the list keys readably and keeps the other keys of the address', () => {
    const search = buildListSearch('?view=list&pagination[pageNumber]=9', parseListQuery(FULL));
    expect(search).toContain('filters[search][text]=inwest');
    expect(search).toContain('order[0][column]=question');
    expect(parse(search, { ignoreQueryPrefix: true })).toEqual({
      view: 'list',
      filters: { search: { text: 'inwest' }, active: { boolean: '1' } },
      pagination: { pageSize: '20', pageNumber: '3' },
      order: [{ column: 'question', direction: 'DESC' }],
    });
    expect(buildListSearch('?view=list&order[0][column]=x', EMPTY_LIST_QUERY)).toBe('?view=list');
    expect(buildListSearch(FULL, EMPTY_LIST_QUERY)).toBe('');
  });

  it('a search or a filter goes back to page 1 and keeps the page size (REQ-LIST-5)', () => {
    const next = withFilter(parseListQuery(FULL), 'search', 'text', 'dywidenda');
    expect(next.filters.search).toEqual({ text: 'dywidenda' });
    expect(next.pagination).toEqual({ pageSize: '20' });
    const cleared = withFilter(next, 'search', 'text', '');
    expect(cleared.filters).toEqual({ active: { boolean: '1' } });
  });

  it('a new page size goes back to page 1 (REQ-LIST-5)', () => {
    expect(withPageSize(parseListQuery(FULL), 50).pagination).toEqual({ pageSize: '50' });
  });

  it('page 1 is the default and is not written', () => {
    const query = parseListQuery(FULL);
    expect(withPage(query, 4).pagination).toEqual({ pageSize: '20', pageNumber: '4' });
    expect(withPage(query, 1).pagination).toEqual({ pageSize: '20' });
  });

  it('a header click flips the sorted column and starts another one ASC', () => {
    const query = parseListQuery('?pagination[pageNumber]=2');
    const applied = { column: 'position', direction: 'ASC' } as const;
    expect(withToggledOrder(query, 'position', applied).order).toEqual([
      { column: 'position', direction: 'DESC' },
    ]);
    expect(
      withToggledOrder(query, 'position', { column: 'position', direction: 'DESC' }).order,
    ).toEqual([{ column: 'position', direction: 'ASC' }]);
    const other = withToggledOrder(query, 'question', applied);
    expect(other.order).toEqual([{ column: 'question', direction: 'ASC' }]);
    expect(other.pagination).toEqual({});
  });

  it('keeps a page cursor with its page number only, and drops it on any other change', () => {
    const deep = withPage(parseListQuery(FULL), 4, { after: 'abc.def' });
    expect(deep.pagination).toEqual({ pageSize: '20', pageNumber: '4', after: 'abc.def' });
    // the address carries it, so a reload seeks the same page
    expect(parseListQuery(buildListSearch('', deep)).pagination).toEqual(deep.pagination);
    expect(withFilter(deep, 'search', 'text', 'x').pagination).toEqual({ pageSize: '20' });
    expect(withPageSize(deep, 50).pagination).toEqual({ pageSize: '50' });
    expect(withPage(deep, 5).pagination).toEqual({ pageSize: '20', pageNumber: '5' });
    expect(withPage(deep, 1, { before: 'x' }).pagination).toEqual({ pageSize: '20' });
    // a cursor without its page number means nothing
    expect(parseListQuery('?pagination[after]=abc').pagination).toEqual({});
  });

  it('drops a page number or size the server would refuse, and keeps the rest', () => {
    for (const bad of ['abc', '0', '-1', '1.5', '1e1', '100001', ' 2'])
      expect(
        parseListQuery(`?pagination[pageNumber]=${bad}&pagination[pageSize]=20`).pagination,
        bad,
      ).toEqual({
        pageSize: '20',
      });
    for (const bad of ['abc', '0', '101', '2.5'])
      expect(
        parseListQuery(`?pagination[pageSize]=${bad}&pagination[pageNumber]=3`).pagination,
        bad,
      ).toEqual({
        pageNumber: '3',
      });
    expect(
      parseListQuery('?pagination[pageNumber]=100000&pagination[pageSize]=100').pagination,
    ).toEqual({
      pageNumber: '100000',
      pageSize: '100',
    });
  });
});
