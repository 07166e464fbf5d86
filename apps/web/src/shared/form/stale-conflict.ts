import type { StaleWriteConflict } from '@backoffice/contract';
import { get } from 'react-hook-form';
import { isApiRequestError } from '../api/api-request-error';

/** One field the other save changed: its value then, and what the user has typed. */
export interface ConflictField {
  path: string;
  /** the field's label as the form shows it (the path when no label is found) */
  label: string;
  theirs: unknown;
  mine: unknown;
  /** the user changed it too: keeping theirs would drop what they typed */
  changedByMe: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The paths a user decides on, one per field: a translatable `{pl, en}` or another object is
 * split into its parts, a list (an item group) is one unit, as it is added to and reordered as
 * a whole.
 */
export function leafPaths(values: unknown, prefix = ''): string[] {
  if (!isRecord(values)) return prefix ? [prefix] : [];
  const keys = Object.keys(values);
  if (keys.length === 0) return prefix ? [prefix] : [];
  return keys.flatMap((key) => leafPaths(values[key], prefix ? `${prefix}.${key}` : key));
}

/**
 * The fields the other save changed (theirs differ from the values the form was loaded with),
 * with what the user has there now. Fields only the user changed are not listed: theirs are
 * kept whatever is chosen.
 */
export function conflictFields(
  original: unknown,
  theirs: unknown,
  mine: unknown,
  labelOf: (path: string) => string,
): ConflictField[] {
  const paths = [...new Set([...leafPaths(original), ...leafPaths(theirs)])];
  return paths
    .filter((path) => !same(get(original, path), get(theirs, path)))
    .map((path) => ({
      path,
      label: labelOf(path),
      theirs: get(theirs, path) as unknown,
      mine: get(mine, path) as unknown,
      changedByMe: !same(get(original, path), get(mine, path)),
    }))
    .filter((field) => !same(field.theirs, field.mine));
}

/**
 * The paths whose value differs from the values the form was loaded with: the user's changes
 * (what "keep mine" may carry over), or the other save's.
 */
export function myChanges(original: unknown, mine: unknown): string[] {
  const paths = [...new Set([...leafPaths(original), ...leafPaths(mine)])];
  return paths.filter((path) => !same(get(original, path), get(mine, path)));
}

/** Who saved the record since and when, from a stale save's 409 (`conflict`), if it says. */
export function conflictOf(error: unknown): StaleWriteConflict | null {
  if (!isApiRequestError(error) || !isRecord(error.data)) return null;
  const conflict = error.data.conflict;
  return isRecord(conflict) ? (conflict as unknown as StaleWriteConflict) : null;
}

/**
 * The label a field shows in the form, found in the page: the `<label>` of the input named
 * `path`, or the name of the item list (`EditableList`) at `path`.
 */
export function fieldLabelIn(form: HTMLElement | null, path: string): string {
  if (!form) return path;
  const input = form.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`);
  const labelled =
    input?.getAttribute('aria-label') ??
    (input && 'labels' in input
      ? (input as HTMLInputElement).labels?.[0]?.textContent?.trim()
      : undefined);
  // a required field's label ends with Mantine's asterisk
  if (labelled) return labelled.replace(/\s*\*$/, '');
  const list = form.querySelector<HTMLElement>(`[data-list-name="${CSS.escape(path)}"]`);
  return list?.getAttribute('aria-label') ?? path;
}
