/**
 * The API's bracket query strings (REQ-LIST-1): `filters[search][text]=abc`, `permissions[]=x`,
 * `order[0][column]=c`. Written here rather than with `qs`, whose dependencies (object-inspect,
 * get-intrinsic, side-channel…) weighed 17 KB gzipped on every list screen for the few shapes
 * the API uses.
 */

export type QueryObject = Record<string, unknown>;

/** Nesting deeper than the API's deepest key (`filters[field][name]`) is not read. */
const MAX_DEPTH = 3;
/** Keys that would reach an object's prototype are dropped, whatever they hold. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(value: unknown): value is QueryObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function encode(value: string): string {
  return encodeURIComponent(value);
}

function pairs(prefix: string, value: unknown, out: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    // lists of values are `key[]=a&key[]=b`; lists of objects need their index to stay grouped
    const indexed = items.some((item) => isPlainObject(item) || Array.isArray(item));
    items.forEach((item, index) => pairs(`${prefix}[${indexed ? index : ''}]`, item, out));
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) pairs(`${prefix}[${encode(key)}]`, item, out);
    return;
  }
  out.push(`${prefix}=${encode(String(value))}`);
}

/**
 * `a=1&permissions[]=x&order[0][column]=c` without the `?`: brackets stay readable in the
 * address bar, names and values are percent-encoded, `null` and `undefined` are left out.
 */
export function stringifyQuery(query: QueryObject): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(query)) pairs(encode(key), value, out);
  return out.join('&');
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // a malformed escape (`%E0%A4%A`) is kept as typed rather than losing the whole address
    return spaced;
  }
}

/** `filters[search][text]` → `['filters', 'search', 'text']`; `a[]` → `['a', '']`. */
function keyPath(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open <= 0) return key === '' ? null : [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  const segments = /\[([^[\]]*)\]/gy;
  let consumed = 0;
  for (let match = segments.exec(rest); match; match = segments.exec(rest)) {
    path.push(match[1] ?? '');
    consumed = segments.lastIndex;
  }
  // `a[b` or `a[b]c`: not a bracket key the API writes; read it as a plain name like qs does
  return consumed === rest.length ? path : [key];
}

function child(parent: QueryObject | unknown[], segment: string): QueryObject | unknown[] {
  const existing = Array.isArray(parent) ? undefined : parent[segment];
  if (isPlainObject(existing)) return existing;
  const created = Object.create(null) as QueryObject;
  if (!Array.isArray(parent)) parent[segment] = created;
  return created;
}

/**
 * A query string (with or without `?`, brackets raw or percent-encoded) as nested objects:
 * `x[]=` makes a list, every other segment an object key (indices included: `order[7][column]`
 * is `{order: {7: {column}}}`). Later values of a repeated plain key win.
 */
export function parseQuery(search: string): QueryObject {
  const result = Object.create(null) as QueryObject;
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return result;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decode(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : decode(part.slice(eq + 1));
    const path = keyPath(key);
    if (!path || path.length > MAX_DEPTH + 1 || path.some((s) => FORBIDDEN_KEYS.has(s))) continue;
    let target: QueryObject | unknown[] = result;
    for (let i = 0; i < path.length - 1; i += 1) {
      const segment = path[i] ?? '';
      const next = path[i + 1];
      if (next === '' && i + 1 === path.length - 1) {
        // `name[]=value`: a list under `name`
        if (Array.isArray(target)) break;
        const list = target[segment];
        if (Array.isArray(list)) list.push(value);
        else target[segment] = [value];
        target = [];
        break;
      }
      target = child(target, segment);
    }
    const last = path[path.length - 1] ?? '';
    if (last !== '' && !Array.isArray(target)) target[last] = value;
  }
  return result;
}
