import { Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

/** A reference to another record as the API sends it: `{id}`, or null for none (REQ-WIRE-3). */
export interface EntityRef {
  id: number;
}

export type RefSelectFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  EntityRef | null | undefined
> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'data'> & {
    /** Options: `value` is the referenced id as a string (Mantine's Select needs strings). */
    data: SelectProps['data'];
    /** Runs after the user picks (or clears) a record, e.g. to clear a field that depends on it. */
    onPick?: (value: EntityRef | null) => void;
  };

/**
 * A select bound to a reference `{id} | null` (a country, a state): the form holds the object
 * the API reads and writes, the select shows the option of its id.
 *
 * @example <RefSelectField control={control} name="investorData.address.country" data={countries} clearable />
 */
export function RefSelectField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  data,
  onPick,
  ...props
}: RefSelectFieldProps<T, TOut>) {
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  const selected =
    typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number'
      ? String(value.id)
      : null;
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
        const picked = next === null ? null : { id: Number(next) };
        onChange(picked);
        onPick?.(picked);
      }}
    />
  );
}
