import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

export type TextFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string | null | undefined
> &
  Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label'>;

/** A one-line text field bound to a string value. */
export function TextField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: TextFieldProps<T, TOut>) {
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  return (
    <TextInput
      {...props}
      {...inputProps}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
