import { Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

export type SelectFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string | number | null | undefined
> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'data'> & {
    /** Options (or groups of options); their values are strings, as Mantine's Select needs. */
    data: SelectProps['data'];
    /** The value the form holds: `'number'` for ids (`parent: 5`). Default `'string'`. */
    valueType?: 'string' | 'number';
    /** Runs after the user picks (or clears) a value, e.g. to clear a field that excludes it. */
    onPick?: (value: string | number | null) => void;
  };

/** A select bound to a string or number value (`null` when cleared). */
export function SelectField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  data,
  valueType = 'string',
  onPick,
  ...props
}: SelectFieldProps<T, TOut>) {
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  const selected = typeof value === 'number' || typeof value === 'string' ? String(value) : null;
  return (
    <Select
      // A searchable select opens on a click or on typing, not on focus: a refused save focuses
      // the first field with an error, and its open list covered the other errors below it
      openOnFocus={false}
      {...props}
      {...inputProps}
      label={label}
      data={data}
      value={selected}
      onChange={(next) => {
        const parsed = next === null ? null : valueType === 'number' ? Number(next) : next;
        onChange(parsed);
        onPick?.(parsed);
      }}
    />
  );
}
