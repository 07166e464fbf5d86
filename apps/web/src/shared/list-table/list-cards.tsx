import { ActionIcon, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn, RowGroup } from './list-types';
import { rowOpenHandlers } from './row-open';
import type { RowKey } from './selection';
import { breakableCell } from './break-long-words';

/**
 * Key fields under a card's title: enough to tell rows apart, few enough to stay one glance.
 * Five: an order's card needs its number, offer, date, amount and status to be acted on from a
 * phone (with three, the finance team saw the amount and two statuses, and no order; with four,
 * no date).
 */
const MAX_KEY_FIELDS = 5;

export interface ListCardsProps<T> {
  /** The list's title: names the card list for screen readers. */
  label: string;
  rows: readonly { key: RowKey; item: T }[];
  titleColumn: ListColumn<T> | undefined;
  /** The visible columns (the column chooser's choice). */
  columns: readonly ListColumn<T>[];
  rowLabel: (item: T) => string;
  busy: boolean;
  dimmed: boolean;
  open: (item: T) => (() => void) | undefined;
  actions: ((item: T) => ReactNode) | undefined;
  selectBox: ((key: RowKey, item: T) => ReactNode) | undefined;
  pageBox: ReactNode;
  groupStart: (position: number) => RowGroup | undefined;
  details:
    | {
        render: (item: T) => ReactNode;
        isOpen: (key: RowKey) => boolean;
        toggle: (key: RowKey) => void;
      }
    | undefined;
}

/** The columns a card shows under its title: the declared key columns, else the first few. */
export function cardFields<T>(
  columns: readonly ListColumn<T>[],
  titleColumn: ListColumn<T> | undefined,
): ListColumn<T>[] {
  const rest = columns.filter((column) => column !== titleColumn);
  const declared = rest.filter((column) => column.card === 'key');
  return (declared.length > 0 ? declared : rest).slice(0, MAX_KEY_FIELDS);
}

/**
 * A list on a small screen (≤ 768 px): one card per row with its title, a few key fields and
 * the row's actions, all within the width of the screen — no sideways scrolling.
 */
export function ListCards<T>({
  label,
  rows,
  titleColumn,
  columns,
  rowLabel,
  busy,
  dimmed,
  open,
  actions,
  selectBox,
  pageBox,
  groupStart,
  details,
}: ListCardsProps<T>) {
  const { t } = useTranslation();
  const fields = cardFields(columns, titleColumn);
  return (
    <Stack gap="xs">
      {pageBox ? (
        <Group gap="xs" px="sm">
          {pageBox}
          <Text size="sm" aria-hidden>
            {t('list.bulk.selectPage')}
          </Text>
        </Group>
      ) : null}
      <Box
        component="ul"
        aria-label={label}
        aria-busy={busy}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 'var(--mantine-spacing-xs)',
          opacity: dimmed ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {rows.map(({ key, item }, position) => {
          const group = groupStart(position);
          const opened = details?.isOpen(key) ?? false;
          return (
            <li key={key}>
              {group ? (
                <Text size="sm" fw={700} mt={position > 0 ? 'sm' : 0} mb={4}>
                  {group.label}
                </Text>
              ) : null}
              <Paper
                withBorder
                radius="md"
                p="sm"
                data-list-card=""
                {...rowOpenHandlers(open(item))}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {selectBox ? <Box pt={2}>{selectBox(key, item)}</Box> : null}
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {titleColumn ? titleColumn.render(item) : rowLabel(item)}
                    </Text>
                    {fields.map((column) => (
                      <Group key={column.key} gap={6} wrap="nowrap" align="baseline">
                        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                          {column.cardField?.label ?? column.header}:
                        </Text>
                        <Box fz="sm" style={{ minWidth: 0 }}>
                          {breakableCell((column.cardField?.render ?? column.render)(item))}
                        </Box>
                      </Group>
                    ))}
                  </Stack>
                  {details ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-expanded={opened}
                      aria-label={`${opened ? t('list.hideDetails') : t('list.showDetails')}: ${rowLabel(item)}`}
                      onClick={() => details.toggle(key)}
                    >
                      {opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                    </ActionIcon>
                  ) : null}
                </Group>
                {actions ? (
                  <Group justify="flex-end" mt="xs">
                    {actions(item)}
                  </Group>
                ) : null}
                {details && opened ? <Box mt="xs">{details.render(item)}</Box> : null}
              </Paper>
            </li>
          );
        })}
      </Box>
    </Stack>
  );
}
