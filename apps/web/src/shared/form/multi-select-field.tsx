import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

export type MultiSelectFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string[] | null | undefined
> &
  Omit<MultiSelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label'>;

/** A multi-select bound to a list of strings (an element's CSS classes). */
export function MultiSelectField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: MultiSelectFieldProps<T, TOut>) {
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  return (
    <MultiSelect
      {...props}
      {...inputProps}
      label={label}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={onChange}
    />
  );
}
