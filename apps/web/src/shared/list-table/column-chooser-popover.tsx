import { Checkbox, Popover, Stack, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeferredMenuProps } from '../ui/deferred';
import type { ColumnChooserProps } from './column-chooser';

/** The column chooser's popover: loaded after the list's first render (`shared/ui/deferred.tsx`). */
export default function ColumnChooserPopover({
  columns,
  visible,
  onChange,
  trigger,
  defaultOpened,
}: ColumnChooserProps & { trigger: ReactElement } & DeferredMenuProps) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus defaultOpened={defaultOpened}>
      <Popover.Target>{trigger}</Popover.Target>
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
