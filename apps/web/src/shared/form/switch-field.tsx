import { Switch, type SwitchProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
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
  const {
    ref,
    name: fieldName,
    onBlur,
    value,
    onChange,
    error,
    disabled,
  } = useFormField(control, name);
  return (
    <Switch
      {...props}
      ref={ref}
      name={fieldName}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
      disabled={disabled || props.disabled}
    />
  );
}
