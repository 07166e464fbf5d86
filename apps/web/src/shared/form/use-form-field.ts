import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useController,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { translateErrorKey } from '../api/error-messages';
import { useFormFrame } from './form-frame-context';
import { useServerError } from './server-error-store';

/**
 * What every field component needs from the form: its value and change handler (one
 * `useController` per field, so a keystroke re-renders that field only), its error in the UI
 * language (the schema's first, else the server's), and whether it is read-only.
 */
export function useFormField<T extends FieldValues, TOut extends FieldValues>(
  control: Control<T, unknown, TOut>,
  name: FieldPath<T>,
  /** the field component's own `disabled` prop */
  disabledProp?: boolean,
) {
  const { t } = useTranslation();
  const { readOnly, serverErrors } = useFormFrame();
  const { field, fieldState } = useController({ control, name });
  const serverError = useServerError(serverErrors, name);
  const { onChange } = field;
  const change = useCallback(
    (value: unknown) => {
      serverErrors.clear(name);
      onChange(value);
    },
    [onChange, serverErrors, name],
  );
  const error = fieldErrorMessage(t, fieldState.error, serverError);
  const disabled = readOnly || field.disabled === true || disabledProp === true;
  return {
    /** For the input's `ref` (focus on error). */
    ref: field.ref,
    name: field.name,
    onBlur: field.onBlur,
    value: field.value as unknown,
    onChange: change,
    error,
    disabled,
    /** What every Mantine input takes as is: spread it, then map `value` and `onChange`. */
    inputProps: { ref: field.ref, name: field.name, onBlur: field.onBlur, error, disabled },
  };
}

/** A schema message is a catalogue code (`POSITION_IS_REQUIRED`), a server one a code or text. */
export function fieldErrorMessage(
  t: TFunction,
  clientError: Pick<FieldError, 'message'> | undefined,
  serverError: string | undefined,
): string | undefined {
  return translateErrorKey(t, clientError?.message || serverError);
}
