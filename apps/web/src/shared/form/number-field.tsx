import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props';
import { useFormField } from './use-form-field';

export type NumberFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  number | null | undefined
> &
  Omit<NumberInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label'>;

/**
 * A number field. Emptied, its value is `undefined` (not 0, not ''), so the schema's own
 * "required" message fires (`001 §5`: an empty position gives POSITION_IS_REQUIRED and nothing
 * is sent). `min`/`max` steer the arrows only: a typed value out of range is never clamped on
 * blur (a FAQ position 0 became 1 without a word, issue 12), the schema refuses it on the field.
 * A decimal separator is not taken, and the field says so: typed `1,5` reads `15`, and without a
 * word a quantity of 1.5 became 15.
 */
export function NumberField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: NumberFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  // the separator refused, shown until the field is next focused
  const [refused, setRefused] = useState<string | null>(null);
  const { onKeyDown, onPaste, onFocus, description, ...rest } = props;
  return (
    <NumberInput
      allowDecimal={false}
      clampBehavior="none"
      // no digit that would pass the safe range is taken: the schema's own maximum speaks for
      // anything too large below it
      isAllowed={withinSafeRange}
      {...rest}
      {...inputProps}
      description={
        refused ? (
          <span role="status">{t('form.wholeNumber', { typed: refused })}</span>
        ) : (
          description
        )
      }
      onKeyDown={(event) => {
        if (event.key === ',' || event.key === '.') setRefused(event.key);
        onKeyDown?.(event);
      }}
      onPaste={(event) => {
        const pasted = event.clipboardData.getData('text');
        if (/\d[.,]\d/.test(pasted)) setRefused(pasted.trim());
        onPaste?.(event);
      }}
      onFocus={(event) => {
        setRefused(null);
        onFocus?.(event);
      }}
      value={typeof value === 'number' ? value : ''}
      onChange={(next) => onChange(toNumber(next))}
    />
  );
}

const withinSafeRange = ({ floatValue }: { floatValue: number | undefined }) =>
  floatValue === undefined || Math.abs(floatValue) <= Number.MAX_SAFE_INTEGER;

/**
 * Mantine answers a string for what is not a number yet ('', '-') and for a long one (from 14
 * digits): read as empty, the long one put the form's old value back under "this field is
 * required".
 */
function toNumber(next: number | string): number | undefined {
  if (typeof next === 'number') return next;
  const parsed = next.trim() === '' ? Number.NaN : Number(next);
  return Number.isFinite(parsed) ? parsed : undefined;
}
