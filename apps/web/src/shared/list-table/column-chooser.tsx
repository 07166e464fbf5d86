import { Button } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreference } from '../preferences/use-preference';
import { DeferredMenu } from '../ui/deferred';

const ColumnChooserPopover = lazy(() => import('./column-chooser-popover'));

export interface ChoosableColumn {
  key: string;
  header: string;
  /** The title column cannot be hidden: without it a row names nothing. */
  locked: boolean;
  /** Not shown until picked (`ListColumn.hiddenByDefault`). */
  hiddenByDefault?: boolean;
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
      ? columns
          .filter((c) => listId === undefined || c.locked || !c.hiddenByDefault)
          .map((c) => c.key)
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
export function ColumnChooser(props: ColumnChooserProps) {
  const { t } = useTranslation();
  const trigger = (onClick?: () => void) => (
    <Button variant="default" leftSection={<IconColumns3 size={16} />} onClick={onClick}>
      {t('list.columns.button')}
    </Button>
  );
  return (
    <DeferredMenu
      Real={ColumnChooserPopover}
      props={{ ...props, trigger: trigger() }}
      trigger={trigger}
    />
  );
}
