import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePreference } from '../preferences/use-preference';

export interface ChoosableColumn {
  key: string;
  header: string;
  /** The title column cannot be hidden: without it a row names nothing. */
  locked: boolean;
}

/**
 * The stored value (`listColumns.<listId>`: the visible column ids) read defensively: anything
 * that is not an array of strings, or names no column of today's list, is ignored.
 */
export function parseVisibleColumns(
  raw: unknown,
  known: readonly string[],
): readonly string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const ids = raw.filter((id): id is string => typeof id === 'string' && known.includes(id));
  return ids.length > 0 ? ids : undefined;
}

/**
 * The visible columns of a list, remembered per user. Locked columns are always visible, even
 * when a stored value leaves them out. Without a `listId` every column shows.
 */
export function useVisibleColumns(
  listId: string | undefined,
  columns: readonly ChoosableColumn[],
): [ReadonlySet<string>, (visible: readonly string[]) => void] {
  const known = columns.map((column) => column.key);
  const [stored, setStored] = usePreference<readonly string[] | null>(
    `listColumns.${listId ?? ''}`,
    null,
    (raw) => parseVisibleColumns(raw, known),
  );
  const visible = new Set(
    stored === null || listId === undefined
      ? known
      : columns.filter((c) => c.locked || stored.includes(c.key)).map((c) => c.key),
  );
  return [visible, setStored];
}

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  visible: ReadonlySet<string>;
  onChange: (visible: readonly string[]) => void;
}

/** "Columns": which of the list's columns to show; the title column is always shown. */
export function ColumnChooser({ columns, visible, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} />}>
          {t('list.columns.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('list.columns.title')}>
          <Text size="sm" fw={600}>
            {t('list.columns.title')}
          </Text>
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              label={column.header}
              checked={visible.has(column.key)}
              disabled={column.locked}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                onChange(
                  columns
                    .filter((c) => (c.key === column.key ? on : visible.has(c.key)))
                    .map((c) => c.key),
                );
              }}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
