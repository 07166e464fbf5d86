import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Messages for the checks a schema leaves unworded (a `max(200)` without a message): catalogue
 * codes, translated like the schema's own (`POSITION_IS_REQUIRED`). A missing value is
 * FIELD_IS_REQUIRED, a text over its maximum TOO_LONG with that maximum, anything else INVALID.
 */
export function formIssueMessage(issue: {
  code?: string;
  input?: unknown;
  origin?: string;
  maximum?: unknown;
}): string {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return 'FIELD_IS_REQUIRED';
  }
  // a pasted text over the limit: say the limit, not "invalid value" (the key carries it to
  // translateErrorKey, since the message is a catalogue key, not text)
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof issue.maximum === 'number') {
    return `TOO_LONG|${issue.maximum}`;
  }
  return 'INVALID';
}

/** The form values a schema takes (its input) and gives (its output, sent to the server). */
export type EntityFormReturn<TValues extends FieldValues, TOut extends FieldValues> = UseFormReturn<
  TValues,
  unknown,
  TOut
>;

/**
 * A react-hook-form form validated by the contract's zod schema (REQ-FORM-4):
 * the same schema the server checks, so both report the same codes. Validation runs on
 * submit, then again on every change.
 */
export function useEntityForm<TValues extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TValues>,
  defaultValues: TValues,
): EntityFormReturn<TValues, TOut> {
  return useForm<TValues, unknown, TOut>({
    resolver: zodResolver(schema, { error: formIssueMessage }),
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
