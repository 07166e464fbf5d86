import type { FieldValues } from 'react-hook-form';
import { DatePicker } from '../dates/date-picker';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

export type DateFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string | null | undefined
> & {
  minDate?: string;
  maxDate?: string;
  clearable?: boolean;
  disabled?: boolean;
  /** What a cleared date is stored as: null, or '' where the schema says so (a timeline stage). */
  emptyAs?: null | '';
};

/**
 * A date bound to a `YYYY-MM-DD` string (REQ-WIRE-4), shown as dd/MM/yyyy (REQ-WIRE-5). It brings
 * @mantine/dates along: keep it out of anything the sign-in screens load.
 */
export function DateField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  emptyAs = null,
  ...props
}: DateFieldProps<T, TOut>) {
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  return (
    <DatePicker
      {...props}
      {...inputProps}
      label={label}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next ?? emptyAs)}
    />
  );
}
