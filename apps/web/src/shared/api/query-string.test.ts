import fc from 'fast-check';
import { parse } from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQuery, stringifyQuery } from './query-string';

// the server reads queries with qs: what the client writes must read back the same there
// names as the API has them (qs on the server turns numeric keys into arrays); values anything
const word = fc.stringMatching(/^[a-zA-Z][\w.-]{0,7}$/);
const value = fc.string({ maxLength: 12 });

describe('query strings in the API format', () => {
  it('writes what qs on the server reads back, for every list query shape', () => {
    fc.assert(
      fc.property(
        fc.dictionary(word, fc.dictionary(word, value, { maxKeys: 3 }), { maxKeys: 3 }),
        fc.array(fc.record({ column: word, direction: fc.constantFrom('ASC', 'DESC') }), {
          maxLength: 3,
        }),
        fc.array(value, { maxLength: 3 }),
        (filters, order, permissions) => {
          const query = { filters, order, permissions };
          const written = stringifyQuery(query);
          const read = parse(written, { depth: 5, arrayLimit: 50, allowEmptyArrays: false });
          const expected: Record<string, unknown> = {};
          const nonEmpty = Object.fromEntries(
            Object.entries(filters).filter(([, byName]) => Object.keys(byName).length > 0),
          );
          if (Object.keys(nonEmpty).length > 0) expected.filters = nonEmpty;
          if (order.length > 0) expected.order = order;
          if (permissions.length > 0) expected.permissions = permissions;
          expect(read).toEqual(expected);
          // and the client's own parser reads the address the same way (lists of objects by index)
          const own = parseQuery(written);
          expect(JSON.parse(JSON.stringify(own.filters ?? {}))).toEqual(nonEmpty);
          expect(Object.values((own.order as object | undefined) ?? {})).toEqual(order);
        },
      ),
    );
  });

  it('reads percent-encoded brackets, plus signs and malformed escapes without failing', () => {
    expect(parseQuery('?filters%5Bq%5D%5Btext%5D=a+b&x=%E0%A4%A')).toEqual(
      Object.assign(Object.create(null), {
        filters: Object.assign(Object.create(null), {
          q: Object.assign(Object.create(null), { text: 'a b' }),
        }),
        x: '%E0%A4%A',
      }),
    );
  });

  it('never writes to a prototype and ignores nesting deeper than the API uses', () => {
    const read = parseQuery('__proto__[polluted]=1&a[constructor][prototype][x]=1&a[b][c][d][e]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(read)).toEqual([]);
  });

  it('skips null and undefined, and writes values percent-encoded', () => {
    expect(stringifyQuery({ a: null, b: undefined, c: 'x&y=z', d: 3, e: true })).toBe(
      'c=x%26y%3Dz&d=3&e=true',
    );
  });
});
