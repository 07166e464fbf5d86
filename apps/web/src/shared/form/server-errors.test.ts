import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-request-error';
import { contextToFieldPath, splitServerErrors } from './server-errors';

describe('server errors → form fields (REQ-FORM-4 path rules)', () => {
  it('ignores the children, data, pl and en segments of a context path', () => {
    expect(contextToFieldPath('data.title.pl')).toBe('title');
    expect(contextToFieldPath('children.0.data.question.en')).toBe('0.question');
    expect(contextToFieldPath('newPassword')).toBe('newPassword');
  });

  it('puts the first error of a known field on it and lists the rest above the form', () => {
    const error = new ApiRequestError(
      400,
      [
        { code: 'AUTH:PASSWORD_CONSTRAINTS_MISMATCH', message: 'weak', context: 'newPassword' },
        { code: 'AUTH:PASSWORD_NOT_SAME', message: 'differ', context: 'data.repeatPassword' },
        { code: 'AUTH:TOKEN_EXPIRED', message: 'expired', context: 'token' },
        { code: 'AUTH:INVALID', message: 'second on the same field', context: 'newPassword' },
      ],
      null,
    );
    const { fieldErrors, formErrors } = splitServerErrors(error, ['newPassword', 'repeatPassword']);
    expect(fieldErrors.newPassword?.code).toBe('AUTH:PASSWORD_CONSTRAINTS_MISMATCH');
    expect(fieldErrors.repeatPassword?.code).toBe('AUTH:PASSWORD_NOT_SAME');
    expect(formErrors.map((entry) => entry.code)).toEqual(['AUTH:TOKEN_EXPIRED', 'AUTH:INVALID']);
  });

  it('reports a failure that is not an API error as one form-level UNKNOWN', () => {
    const { fieldErrors, formErrors } = splitServerErrors(new Error('boom'), ['email']);
    expect(fieldErrors).toEqual({});
    expect(formErrors.map((entry) => entry.code)).toEqual(['UNKNOWN']);
  });
});
