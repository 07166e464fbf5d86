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
 * A whole-number field (the default) takes no decimal separator and says so under the input:
 * typed `1,5` reads `15`, which without a word made a quantity of 1.5 into 15, and a pasted
 * `2.5` is not pasted at all. (Mantine sets `inputmode="decimal"` itself, so a phone still
 * shows its separator key; a phone's keyboard that names no key is caught on `beforeinput`.)
 */
export function NumberField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  ...props
}: NumberFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const [hint, setHint] = useState<Hint | null>(null);
  const { onKeyDown, onBeforeInput, onPaste, onFocus, description, ...rest } = props;
  const whole = props.allowDecimal !== true;
  const hintText =
    hint?.kind === 'pasted'
      ? t('form.wholeNumber.pasted', { pasted: hint.text })
      : hint
        ? t('form.wholeNumber.typed')
        : null;
  return (
    <NumberInput
      allowDecimal={false}
      clampBehavior="none"
      // no digit that would pass the safe range is taken: the schema's own maximum speaks for
      // anything too large below it
      isAllowed={withinSafeRange}
      {...rest}
      {...inputProps}
      // while it speaks, the hint goes under the input (with the field's own description), where
      // an error would be, so the input does not move as the user types
      inputWrapperOrder={hintText ? ['label', 'input', 'description', 'error'] : undefined}
      description={
        hintText ? (
          <>
            {description ? (
              <>
                {description}
                <br />
              </>
            ) : null}
            <span role="status">{hintText}</span>
          </>
        ) : (
          description
        )
      }
      onKeyDown={(event) => {
        if (whole && SEPARATOR.test(event.key)) setHint({ kind: 'typed' });
        onKeyDown?.(event);
      }}
      // a phone's keyboard may name no key on keydown ("Unidentified"): what it inserts tells
      onBeforeInput={(event) => {
        const data = (event as unknown as { data?: string | null }).data;
        if (whole && typeof data === 'string' && /[.,]/.test(data)) setHint({ kind: 'typed' });
        onBeforeInput?.(event);
      }}
      onPaste={(event) => {
        const pasted = event.clipboardData.getData('text').trim();
        if (whole && /\d[.,]\d/.test(pasted)) {
          event.preventDefault();
          setHint({
            kind: 'pasted',
            text: pasted.length > 24 ? `${pasted.slice(0, 24)}…` : pasted,
          });
        } else setHint(null);
        onPaste?.(event);
      }}
      onFocus={(event) => {
        setHint(null);
        onFocus?.(event);
      }}
      value={typeof value === 'number' ? value : ''}
      onChange={(next) => {
        const number = toNumber(next);
        if (number === undefined) setHint(null); // emptied: nothing left to explain
        onChange(number);
      }}
    />
  );
}

/** What the field last refused, said until it is next focused, emptied or pasted into. */
type Hint = { kind: 'typed' } | { kind: 'pasted'; text: string };

const SEPARATOR = /^[.,]$/;

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
