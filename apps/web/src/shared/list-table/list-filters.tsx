import type { ConfiguredFilter } from '@backoffice/contract';
import { Button, Grid, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimal, groupDecimal, isDecimalText, typedDecimal } from '../format/money';
import { useContentLanguage } from '../format/translatable';
import { filterValue, type ListUrlQuery } from './list-url-state';
import { pressWithoutBlur } from './press-without-blur';

// The date inputs (and @mantine/dates behind them) load only for a list that has a date filter.
const DateRangeFilter = lazy(() =>
  import('./date-range-filter').then((m) => ({ default: m.DateRangeFilter })),
);

/** How a list draws one of the server's filters; the server decides which exist and their type. */
export interface ListFilterConfig {
  label: string;
  placeholder?: string;
  /** `choice` filters: the label of each value (else the server's label). */
  choiceLabels?: Record<string, string>;
  /**
   * A `numeric` filter on a reference (an offer's series id): pick it by name from these
   * instead of typing an id. The page loads them (they are data, not the server's list config).
   */
  options?: readonly { value: string; label: string }[];
  /**
   * A `numeric` filter drawn as a from–to pair (`filters[field][min]`, `filters[field][max]`,
   * both ends included): an amount range.
   */
  range?: boolean;
}

/**
 * A committed-on-blur number box: a new URL value remounts it. What is typed in the UI
 * language's way (`1 234,50`) goes to the URL as the API's decimal (`1234.50`, `typedDecimal`).
 */
function NumberFilterInput({
  label,
  value,
  onCommit,
  error,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  /** what is wrong with the committed value beside another (a range's ends reversed) */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // Not a number: said under the box and not sent, so the list does not drop the filter quietly
  const [invalid, setInvalid] = useState(false);
  const commit = (typed: string) => {
    const next = typedDecimal(typed.trim(), language);
    const bad = next !== '' && !isDecimalText(next);
    setInvalid(bad);
    if (!bad) onCommit(next);
  };
  return (
    <TextInput
      key={value}
      label={label}
      inputMode="decimal"
      defaultValue={groupDecimal(value, language)}
      style={{ flex: 1 }}
      error={invalid ? t('list.notANumber') : error}
      onBlur={(event) => commit(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
      }}
    />
  );
}

/** Grid spans (of 12): a search box and a date range get more room than a select. */
const FILTER_SPANS: Record<ConfiguredFilter['type'], { base: number; sm: number; lg: number }> = {
  text: { base: 12, sm: 12, lg: 5 },
  dateTimeRange: { base: 12, sm: 12, lg: 4 },
  choice: { base: 12, sm: 6, lg: 3 },
  boolean: { base: 12, sm: 6, lg: 3 },
  numeric: { base: 12, sm: 6, lg: 3 },
};

/** A from–to pair of numbers gets the room of a date range. */
const RANGE_SPAN = FILTER_SPANS.dateTimeRange;

/** Whether a key press belongs to something the user is typing into. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !==
      null
  );
}

/** `/` focuses the list's search, as in most mail and issue lists, unless the user is typing. */
function useSlashFocuses(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (!input.current) return;
      event.preventDefault();
      input.current.focus();
      input.current.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

/** Text search waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 400;

interface TextFilterProps {
  label: string;
  placeholder: string | undefined;
  value: string;
  onCommit: (value: string) => void;
}

function TextFilter({ label, placeholder, value, onCommit }: TextFilterProps) {
  // What the user typed and the list has not caught up with yet; null = show the URL's value
  // (so back/forward, which change the URL, also change the box).
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null && draft === value) setDraft(null);
  const commit = useDebouncedCallback(onCommit, SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  useSlashFocuses(input);
  return (
    <TextInput
      ref={input}
      type="search"
      aria-keyshortcuts="/"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={draft ?? value}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
    />
  );
}

export interface ListFiltersProps {
  configured: readonly ConfiguredFilter[];
  /** Which of the configured filters to draw, in this order; all of them when left out. */
  config: Record<string, ListFilterConfig> | undefined;
  query: ListUrlQuery;
  onChange: (field: string, name: string, value: string) => void;
  onClear: () => void;
}

/**
 * The filter bar, drawn from the server's `configuredFilters` (REQ-LIST-2, REQ-LIST-5): text → a
 * debounced search box, boolean → all / yes / no, choice → a select, dateTimeRange → from and
 * to dates. Every value lives in the URL.
 */
export function ListFilters({ configured, config, query, onChange, onClear }: ListFiltersProps) {
  const { t } = useTranslation();
  const shown = config
    ? Object.keys(config).flatMap((field) => configured.filter((filter) => filter.field === field))
    : [...configured];
  // Clear remounts the inputs, which drops a search still waiting for its debounce.
  const [generation, setGeneration] = useState(0);
  // Up to 991 px the search stays in view and the other filters fold behind a button, so the
  // list itself is not pushed below the fold by a column of selects.
  const compact = useMediaQuery('(max-width: 61.99em)') === true;
  const [unfolded, setUnfolded] = useState(false);
  const foldable = shown.filter((filter) => filter.type !== 'text');
  const activeFoldable = foldable.filter((filter) =>
    filter.type === 'dateTimeRange'
      ? filterValue(query, filter.field, 'dateFrom') || filterValue(query, filter.field, 'dateTo')
      : config?.[filter.field]?.range
        ? filterValue(query, filter.field, 'min') || filterValue(query, filter.field, 'max')
        : filterValue(query, filter.field, filter.name),
  ).length;
  const folded = compact && !unfolded && foldable.length > 0;
  const visible = folded ? shown.filter((filter) => filter.type === 'text') : shown;

  const draw = (filter: ConfiguredFilter) => {
    const own = config?.[filter.field];
    const label = own?.label ?? filter.label ?? filter.field;
    const value = filterValue(query, filter.field, filter.name);
    switch (filter.type) {
      case 'text':
        return (
          <TextFilter
            key={filter.field}
            label={label}
            placeholder={own?.placeholder ?? t('list.searchPlaceholder')}
            value={value}
            onCommit={(next) => onChange(filter.field, filter.name, next)}
          />
        );
      case 'boolean':
        return (
          // native selects: a filter's few fixed choices need no searchable dropdown, and the
          // floating-ui positioning code of one would weigh on every list's first screen
          <NativeSelect
            key={filter.field}
            label={label}
            data={[
              { value: '', label: t('list.all') },
              { value: '1', label: t('common.yes') },
              { value: '0', label: t('common.no') },
            ]}
            value={value === 'true' ? '1' : value === 'false' ? '0' : value}
            onChange={(event) => onChange(filter.field, filter.name, event.currentTarget.value)}
          />
        );
      case 'choice':
        return (
          <NativeSelect
            key={filter.field}
            label={label}
            data={[
              { value: '', label: t('list.all') },
              ...(filter.choices ?? []).map((choice) => ({
                value: choice.value,
                label: own?.choiceLabels?.[choice.value] ?? choice.label,
              })),
            ]}
            value={value}
            onChange={(event) => onChange(filter.field, filter.name, event.currentTarget.value)}
          />
        );
      case 'numeric':
        if (own?.options) {
          return (
            <NativeSelect
              key={filter.field}
              label={label}
              data={[{ value: '', label: t('list.all') }, ...own.options]}
              value={value}
              onChange={(event) => onChange(filter.field, filter.name, event.currentTarget.value)}
            />
          );
        }
        if (own?.range) {
          const min = filterValue(query, filter.field, 'min');
          const max = filterValue(query, filter.field, 'max');
          // "from 5,000 to 100" finds nothing: say why instead of showing an empty list
          const reversed = isDecimalText(min) && isDecimalText(max) && compareDecimal(min, max) > 0;
          return (
            <Group key={filter.field} gap="xs" wrap="nowrap" align="flex-start">
              {(['min', 'max'] as const).map((bound) => (
                <NumberFilterInput
                  key={bound}
                  label={`${label}: ${t(bound === 'min' ? 'list.dateFrom' : 'list.dateTo')}`}
                  value={bound === 'min' ? min : max}
                  error={bound === 'max' && reversed ? t('list.rangeReversed') : undefined}
                  onCommit={(next) => onChange(filter.field, bound, next)}
                />
              ))}
            </Group>
          );
        }
        return (
          // uncontrolled, committed on blur or Enter
          <NumberFilterInput
            key={filter.field}
            label={label}
            value={value}
            onCommit={(next) => onChange(filter.field, filter.name, next)}
          />
        );
      case 'dateTimeRange':
        return (
          <Suspense key={filter.field} fallback={null}>
            <DateRangeFilter
              label={label}
              from={filterValue(query, filter.field, 'dateFrom')}
              to={filterValue(query, filter.field, 'dateTo')}
              onChange={(name, next) => onChange(filter.field, name, next)}
            />
          </Suspense>
        );
    }
  };

  if (shown.length === 0) return null;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search">
      <Grid key={generation} gap="sm" style={{ flex: '1 1 480px' }}>
        {visible.map((filter) => (
          <Grid.Col
            key={filter.field}
            span={config?.[filter.field]?.range ? RANGE_SPAN : FILTER_SPANS[filter.type]}
          >
            {draw(filter)}
          </Grid.Col>
        ))}
      </Grid>
      {compact && foldable.length > 0 ? (
        <Button
          variant={activeFoldable > 0 ? 'light' : 'subtle'}
          color="gray"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          aria-expanded={!folded}
          onClick={() => setUnfolded((open) => !open)}
        >
          {folded ? t('list.moreFilters', { count: activeFoldable }) : t('list.hideFilters')}
        </Button>
      ) : null}
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconFilterOff size={16} />}
        {...pressWithoutBlur}
        onClick={() => {
          setGeneration((n) => n + 1);
          onClear();
        }}
      >
        {t('list.clear')}
      </Button>
    </Group>
  );
}

/**
 * The filter bar's room while the first answer (which says which filters exist) is on its way:
 * one row of the same inputs, invisible, so the rows' placeholder below does not jump down
 * when the bar arrives (Lighthouse counted that as layout shift on every list). A bar that
 * wraps onto a second row still moves the list, by that row only.
 */
export function ListFiltersPlaceholder() {
  return (
    <Group
      align="flex-end"
      gap="sm"
      wrap="wrap"
      aria-hidden
      style={{ visibility: 'hidden' }}
      data-testid="filters-placeholder"
    >
      <Grid gap="sm" style={{ flex: '1 1 480px' }}>
        <Grid.Col span={FILTER_SPANS.text}>
          <TextInput label="&nbsp;" disabled tabIndex={-1} />
        </Grid.Col>
      </Grid>
    </Group>
  );
}
