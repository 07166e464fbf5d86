import { Switch, type SwitchProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

export type SwitchFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  FieldProps<T, TOut, boolean | null | undefined>,
  'required'
> &
  Omit<SwitchProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'error' | 'label'>;

/** An on/off switch bound to a boolean. */
export function SwitchField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: SwitchFieldProps<T, TOut>) {
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  return (
    <Switch
      {...props}
      {...inputProps}
      label={label}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
