import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { groupDecimal } from '../format/money';
import { useContentLanguage } from '../format/translatable';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

export type DecimalFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string | number | null | undefined
> &
  Omit<
    TextInputProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'inputMode'
  > & {
    /** the unit shown after the number ("PLN", "%") */
    suffix?: string;
    /** REQ-OFFER-6 (offers): a value below 0 becomes "0" when the field is left */
    negativeBecomesZero?: boolean;
  };

/**
 * A money or other decimal value kept as a decimal string ("48500000.00", never a float).
 * Left, it reads grouped in the UI language (`48 500 000,00`, `48,500,000.00`); focused, it
 * shows the raw string to edit. A typed comma becomes the decimal point, and spaces (a pasted
 * grouped amount) are dropped.
 *
 * @example <DecimalField control={form.control} name="pricePerShare" label={t('…')} suffix="PLN" />
 */
export function DecimalField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  suffix,
  negativeBecomesZero = false,
  onFocus,
  onBlur,
  ...props
}: DecimalFieldProps<T, TOut>) {
  const language = useContentLanguage();
  const [focused, setFocused] = useState(false);
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return (
    <TextInput
      {...props}
      {...inputProps}
      label={label}
      inputMode="decimal"
      value={focused ? text : groupDecimal(text, language)}
      onChange={(event) =>
        onChange(event.currentTarget.value.replace(/,/g, '.').replace(/\s/g, ''))
      }
      onFocus={(event) => {
        // the raw string goes in at once, all of it selected (Tab selects a field's value, and
        // the grouped text's caret would not map onto it): left to the re-render, the swap came
        // after the focus and collapsed the caret to the end, so typing appended to the old value
        const input = event.currentTarget;
        if (input.value !== text) {
          input.value = text;
          input.select();
        }
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        if (negativeBecomesZero && text.trim().startsWith('-')) onChange('0');
        inputProps.onBlur();
        onBlur?.(event);
      }}
      {...(suffix
        ? {
            rightSection: (
              <Text size="sm" c="dimmed">
                {suffix}
              </Text>
            ),
            rightSectionWidth: `calc(${suffix.length}ch + 1.25rem)`,
          }
        : {})}
    />
  );
}
