import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { growingTextareaProps } from './growing-textarea';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

export type TextareaFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string | null | undefined
> &
  Omit<TextareaProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label'>;

/** A multi-line text field that grows with its content. */
export function TextareaField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: TextareaFieldProps<T, TOut>) {
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  return (
    <Textarea
      {...growingTextareaProps(3, 14)}
      {...props}
      {...inputProps}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
