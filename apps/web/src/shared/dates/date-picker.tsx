import '@mantine/dates/styles.css';
import 'dayjs/locale/pl';
import { DatePickerInput, type DatePickerInputProps, type DayOfWeek } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * What every calendar of the app passes Mantine: names for its previous and next buttons (they
 * are icons, unnamed by default: axe's button-name), and no weekend days, which Mantine paints
 * in its red-6 (3.3:1 on white, under AA).
 */
export function calendarProps(t: TFunction) {
  return {
    previousLabel: t('common.previousMonth'),
    nextLabel: t('common.nextMonth'),
    weekendDays: [] as DayOfWeek[],
  };
}

/** REQ-WIRE-5: dates are shown as dd/MM/yyyy. */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';

export type DatePickerProps = Omit<DatePickerInputProps, 'type' | 'value' | 'onChange'> & {
  /** `YYYY-MM-DD` (REQ-WIRE-4: dates are sent so), or '' / null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/**
 * A single-date picker: shows dd/MM/yyyy in the UI language, gives `YYYY-MM-DD`. Import it only
 * from lazy chunks: it brings @mantine/dates and dayjs (the /login budget has no room for them).
 */
export function DatePicker({ value, onChange, ...props }: DatePickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <DatePickerInput
      valueFormat={DATE_DISPLAY_FORMAT}
      locale={i18n.language}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      leftSection={<IconCalendar size={16} />}
      placeholder={t('common.datePlaceholder')}
      {...calendarProps(t)}
      {...props}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next === null ? null : String(next))}
    />
  );
}
