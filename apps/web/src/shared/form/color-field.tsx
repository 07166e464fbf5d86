import { ColorInput, type ColorInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';
import { contrastRatio } from './contrast';

export type ColorFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string | null | undefined
> &
  Omit<ColorInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label'> & {
    /**
     * For a text colour: the background it will be read on. Below `minContrast` the field
     * says so, because the public page (and the builder's preview) would be hard to read.
     */
    textOn?: string;
    /** WCAG 2.1 AA: 4.5 for body text, 3 for large or bold text. */
    minContrast?: number;
  };

/** A `#RRGGBB` colour with a picker; `swatches` offer the presets (chart colours). */
export function ColorField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  textOn,
  minContrast = 4.5,
  ...props
}: ColorFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  const colour = typeof value === 'string' ? value : '';
  const ratio = textOn ? contrastRatio(colour, textOn) : null;
  const low = ratio !== null && ratio < minContrast;
  return (
    <ColorInput
      // the eye dropper's button has no accessible name, and only Chromium offers it
      withEyeDropper={false}
      format="hex"
      {...props}
      description={
        low
          ? t('form.lowContrast', {
              ratio: (Math.floor(ratio * 10) / 10).toFixed(1),
              min: minContrast,
            })
          : props.description
      }
      {...inputProps}
      label={label}
      value={colour}
      onChange={(next) => onChange(next.toUpperCase())}
    />
  );
}
