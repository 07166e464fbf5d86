import { describe, expect, it } from 'vitest';
import { findInputProblem, MAX_INPUT_DEPTH } from './input-guard.js';

describe('findInputProblem', () => {
  it('accepts ordinary text, emoji (paired surrogates) and non-string values', () => {
    expect(
      findInputProblem({ a: 'Zażółć 😀', b: ['\ud83d\ude00x'], c: 1, d: null, e: true }, 'body'),
    ).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['lone high surrogate', 'a\ud83d'],
    ['lone low surrogate', '\ude00a'],
    ['surrogates in the wrong order', '\ude00\ud83d'],
  ])('finds a %s in a value, naming where it is', (_, text) => {
    expect(findInputProblem({ data: { list: ['ok', text] } }, 'body')).toMatchObject({
      code: 'INVALID_CHARACTERS',
      context: 'data.list.1',
    });
  });

  it('finds one in a key, and names query parameters as they are written', () => {
    expect(
      findInputProblem({ filters: { search: { 'te\u0000xt': 'x' } } }, 'querystring'),
    ).toMatchObject({ code: 'INVALID_CHARACTERS', context: 'filters[search]' });
  });

  it('refuses nesting beyond the limit without recursing', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem(deep, 'body')?.code).toBe('VALIDATION_FAILED');
    let atLimit: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) atLimit = [atLimit];
    expect(findInputProblem(atLimit, 'body')).toBeNull();
    expect(findInputProblem([atLimit], 'body')?.code).toBe('VALIDATION_FAILED');
  });
});
