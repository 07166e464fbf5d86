import { LANGUAGES, type ApiError, type Language } from '@backoffice/contract';
import { isApiRequestError } from '../api/api-request-error';

/** Path segments the field mapping ignores (REQ-FORM-4). */
const IGNORED_SEGMENTS = new Set(['children', 'data', 'pl', 'en']);

/** A server error's `context` (`data.title.pl`) → the form field path it belongs to (`title`). */
export function contextToFieldPath(context: string): string {
  return context
    .split('.')
    .filter((segment) => segment !== '' && !IGNORED_SEGMENTS.has(segment))
    .join('.');
}

/** The language a server error's `context` names last (`data.slug.en` → `en`), if any. */
export function errorLanguage(context: string | undefined): Language | undefined {
  const last = context?.split('.').pop();
  return LANGUAGES.find((language) => language === last);
}

export interface SplitServerErrors<F extends string> {
  /** First error per known field, to show on that field. */
  fieldErrors: Partial<Record<F, ApiError>>;
  /** Everything else, to list above the form. */
  formErrors: ApiError[];
}

/** Splits a failure into per-field errors (by `context`) and form-level ones. */
export function splitServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): SplitServerErrors<F> {
  const fieldErrors: Partial<Record<F, ApiError>> = {};
  const formErrors: ApiError[] = [];
  if (!isApiRequestError(error)) {
    return { fieldErrors, formErrors: [{ code: 'UNKNOWN', message: String(error) }] };
  }
  for (const entry of error.errors) {
    const path = entry.context ? contextToFieldPath(entry.context) : '';
    const field = fields.find((candidate) => candidate === path);
    if (field !== undefined && fieldErrors[field] === undefined) {
      fieldErrors[field] = entry;
    } else {
      formErrors.push(entry);
    }
  }
  return { fieldErrors, formErrors };
}
