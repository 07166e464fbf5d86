import '@mantine/dates/styles.css';
import 'dayjs/locale/pl';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { calendarProps } from '../dates/date-picker';
import { fromWarsawWallClock, toWarsawWallClock } from '../dates/warsaw-time';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

export type DateTimeFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string | null | undefined
> & {
  disabled?: boolean;
  w?: number;
  /** the first day that can be picked (the days before are greyed out in the calendar) */
  minDate?: Date;
  /** the last day that can be picked (the days after are greyed out in the calendar) */
  maxDate?: Date;
  /** the time a newly picked day starts with, `HH:mm:ss` (e.g. a deadline's end of the day) */
  defaultTimeValue?: string;
};

/**
 * A date and time bound to an ISO instant, picked and shown as dd/MM/yyyy HH:mm in Warsaw time
 * (REQ-WIRE-5) whatever the browser's zone. Brings @mantine/dates: only from lazy chunks.
 *
 * @example <DateTimeField control={form.control} name="publishedAt" label={t('blog.fields.publishedAt')} />
 */
export function DateTimeField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  disabled,
  ...props
}: DateTimeFieldProps<T, TOut>) {
  const { t, i18n } = useTranslation();
  const { inputProps, value, onChange } = useFormField(control, name, disabled);
  const label = useFieldLabel(name, props.label);
  return (
    <DateTimePicker
      {...props}
      {...inputProps}
      label={label}
      valueFormat="DD/MM/YYYY HH:mm"
      locale={i18n.language}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      submitButtonProps={{ 'aria-label': t('common.apply') }}
      leftSection={<IconCalendar size={16} />}
      placeholder={t('common.datePlaceholder')}
      {...calendarProps(t)}
      value={typeof value === 'string' && value ? toWarsawWallClock(value) : null}
      onChange={(next) => onChange(next ? fromWarsawWallClock(String(next)) : null)}
    />
  );
}
