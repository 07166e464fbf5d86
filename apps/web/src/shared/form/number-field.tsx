import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typedDecimal } from '../format/money';
import { useContentLanguage } from '../format/translatable';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

export type NumberFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  number | null | undefined
> &
  Omit<NumberInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label'>;

/**
 * A number field. Emptied, its value is `undefined` (not 0, not ''), so the schema's own
 * "required" message fires (REQ-FORM-7: an empty position gives POSITION_IS_REQUIRED and nothing
 * is sent). `min`/`max` steer the arrows only: a typed value out of range is never clamped on
 * blur (a FAQ position 0 became 1 without a word, REQ-FORM-7), the schema refuses it on the field.
 * A whole-number field (the default) still takes a decimal separator, shown as typed (`1,5`),
 * and says under the input that only whole numbers go: the value is then 1.5, which every
 * whole-number schema (`.int()`) refuses, so nothing is saved until it is mended. Dropping the
 * separator instead made a typed quantity of 1,5 into 15 shares; refusing the keystroke alone
 * did the same with the next digit. A decimal field (`allowDecimal`, a map's latitude) reads
 * both separators the same way.
 */
export function NumberField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: NumberFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  const whole = props.allowDecimal !== true;
  const fraction = whole && typeof value === 'number' && !Number.isInteger(value);
  return (
    <NumberInput
      clampBehavior="none"
      // no digit that would pass the safe range is taken: the schema's own maximum speaks for
      // anything too large below it
      isAllowed={withinSafeRange}
      // typed either way, shown the UI language's way (a whole-number field's error below
      // explains a fraction): with Mantine's default '.' alone, a Polish "50,05" lost its comma
      // and became 5005
      decimalSeparator={language === 'pl' ? ',' : '.'}
      allowedDecimalSeparators={['.', ',']}
      {...props}
      allowDecimal
      {...inputProps}
      label={label}
      // the schema's message for a fraction is its generic one ("position is required")
      error={fraction ? t('form.wholeNumber.error') : inputProps.error}
      value={typeof value === 'number' ? value : ''}
      onChange={(next) => onChange(toNumber(next))}
      // Mantine reads a pasted "1,5" in English as grouping and makes it 15: a pasted fraction is
      // read here, as the language writes it, and then refused like a typed one
      onPaste={(event) => {
        const pasted = typedDecimal(event.clipboardData.getData('text').trim(), language);
        if (/^-?\d+[.,]\d+$/.test(pasted)) {
          event.preventDefault();
          onChange(Number(pasted.replace(',', '.')));
        }
        props.onPaste?.(event);
      }}
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
