import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../dates/date-picker';

export interface DateRangeFilterProps {
  label: string;
  /** `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
  onChange: (name: 'dateFrom' | 'dateTo', value: string) => void;
}

/** A `dateTimeRange` filter: `filters[field][dateFrom]` and `filters[field][dateTo]` as YYYY-MM-DD. */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <DatePicker
        style={{ flex: 1 }}
        label={`${label}: ${t('list.dateFrom')}`}
        value={from}
        maxDate={to || undefined}
        onChange={(value) => onChange('dateFrom', value ?? '')}
      />
      <DatePicker
        style={{ flex: 1 }}
        label={`${label}: ${t('list.dateTo')}`}
        value={to}
        minDate={from || undefined}
        onChange={(value) => onChange('dateTo', value ?? '')}
      />
    </Group>
  );
}
