import type { ConfiguredFilter, Language } from '@backoffice/contract';
import { Button, CloseButton, Group, Pill, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format/date-time';
import { groupDecimal } from '../format/money';
import type { ListFilterConfig } from './list-filters';
import { filterValue, type ListUrlQuery } from './list-url-state';
import { pressWithoutBlur } from './press-without-blur';

/** One applied filter as a chip: what it is, its value in words, and the URL values it owns. */
export interface ActiveFilterChip {
  field: string;
  label: string;
  value: string;
}

function dateLabel(value: string): string {
  // a bad date in the address stays as typed: the server names it, the chip still removes it
  const formatted = formatDate(value);
  return formatted || value;
}

/** The filters of the address that are set, in the order the filter bar draws them. */
export function activeFilterChips(
  t: TFunction,
  configured: readonly ConfiguredFilter[],
  config: Record<string, ListFilterConfig> | undefined,
  query: ListUrlQuery,
  language: Language = 'pl',
): ActiveFilterChip[] {
  const shown = config
    ? Object.keys(config).flatMap((field) => configured.filter((filter) => filter.field === field))
    : [...configured];
  return shown.flatMap((filter): ActiveFilterChip[] => {
    const own = config?.[filter.field];
    const label = own?.label ?? filter.label ?? filter.field;
    if (filter.type === 'dateTimeRange') {
      const from = filterValue(query, filter.field, 'dateFrom');
      const to = filterValue(query, filter.field, 'dateTo');
      if (!from && !to) return [];
      const value = [
        from ? `${t('list.dateFrom')} ${dateLabel(from)}` : '',
        to ? `${t('list.dateTo')} ${dateLabel(to)}` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return [{ field: filter.field, label, value }];
    }
    if (filter.type === 'numeric' && own?.range) {
      const min = filterValue(query, filter.field, 'min');
      const max = filterValue(query, filter.field, 'max');
      if (!min && !max) return [];
      const value = [
        min ? `${t('list.dateFrom')} ${groupDecimal(min, language)}` : '',
        max ? `${t('list.dateTo')} ${groupDecimal(max, language)}` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return [{ field: filter.field, label, value }];
    }
    const raw = filterValue(query, filter.field, filter.name);
    if (!raw) return [];
    let value = raw;
    if (filter.type === 'boolean') {
      value =
        raw === '1' || raw === 'true'
          ? t('common.yes')
          : raw === '0' || raw === 'false'
            ? t('common.no')
            : raw;
    } else if (filter.type === 'choice') {
      value =
        own?.choiceLabels?.[raw] ??
        filter.choices?.find((choice) => choice.value === raw)?.label ??
        raw;
    } else if (filter.type === 'numeric' && own?.options) {
      value = own.options.find((option) => option.value === raw)?.label ?? raw;
    } else if (filter.type === 'text') {
      value = `„${raw}”`;
    }
    return [{ field: filter.field, label, value }];
  });
}

export interface ActiveFiltersProps {
  chips: readonly ActiveFilterChip[];
  /** Removes every value of the chip's filter. */
  onRemove: (field: string) => void;
  onClear: () => void;
}

/** "Filters (2)": each applied filter as a removable chip, and "clear all". */
export function ActiveFilters({ chips, onRemove, onClear }: ActiveFiltersProps) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <Group
      gap="xs"
      wrap="wrap"
      role="group"
      aria-label={t('list.activeFilters.title', { count: chips.length })}
    >
      <Text size="sm" fw={600}>
        {t('list.activeFilters.title', { count: chips.length })}
      </Text>
      {chips.map((chip) => (
        <Pill key={chip.field} size="md" style={{ paddingInlineEnd: 2 }}>
          <Group gap={4} wrap="nowrap" component="span">
            <span>
              {chip.label}: {chip.value}
            </span>
            <CloseButton
              size="xs"
              aria-label={t('list.activeFilters.remove', {
                filter: `${chip.label}: ${chip.value}`,
              })}
              {...pressWithoutBlur}
              onClick={() => onRemove(chip.field)}
            />
          </Group>
        </Pill>
      ))}
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        {...pressWithoutBlur}
        onClick={onClear}
      >
        {t('list.activeFilters.clearAll')}
      </Button>
    </Group>
  );
}
