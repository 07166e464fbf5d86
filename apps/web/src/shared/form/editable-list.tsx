import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowBackUp,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useFieldArray,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
} from 'react-hook-form';

/** What every editable list item carries: its stored id and the delete mark (`000 §4`). */
export interface EditableListItem {
  backendIndex?: number | undefined;
  delete?: boolean | undefined;
}

export interface EditableListProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: ArrayPath<T>;
  /** the list's heading, also the accessible name of its buttons */
  label: string;
  /** a new item's values */
  newItem: () => FieldArray<T, ArrayPath<T>>;
  /** the fields of item `index` (paths like `${name}.${index}.title`) */
  renderItem: (index: number, disabled: boolean) => ReactNode;
  /** view mode: fields disabled, add, remove and reorder hidden */
  readOnly?: boolean;
  /** shown when the list is empty */
  emptyText?: string;
}

/**
 * An ordered list of items edited in a form (`000 §4`): add at the end, move up or down (swap
 * with a neighbour), remove. A saved item (with a `backendIndex`) is only marked for deletion:
 * it shows struck through with an undo, and is sent with `delete: true` so the server drops it.
 * A new item is removed at once.
 */
export function EditableList<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  newItem,
  renderItem,
  readOnly = false,
  emptyText,
}: EditableListProps<T, TOut>) {
  const { t } = useTranslation();
  const { fields, append, remove, swap, update } = useFieldArray({ control, name });
  const values = (useWatch({ control, name: name as never }) ?? []) as EditableListItem[];
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Group justify="space-between">
        <Text fw={600}>{label}</Text>
        {!readOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => append(newItem())}
          >
            {t('editableList.add')}
          </Button>
        )}
      </Group>
      {fields.length === 0 && emptyText && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {fields.map((field, index) => {
        const item = values[index] ?? {};
        const marked = item.delete === true;
        const position = index + 1;
        return (
          <Paper key={field.id} withBorder p="sm" data-testid={`${name}-item`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack
                gap="xs"
                style={{ flex: 1, textDecoration: marked ? 'line-through' : undefined }}
                aria-disabled={marked || undefined}
              >
                <Text size="xs" c="dimmed">
                  {marked ? t('editableList.marked', { position }) : `#${position}`}
                </Text>
                {renderItem(index, readOnly || marked)}
              </Stack>
              {!readOnly && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    disabled={index === 0}
                    onClick={() => swap(index, index - 1)}
                    aria-label={t('editableList.moveUp', { label, position })}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    disabled={index === fields.length - 1}
                    onClick={() => swap(index, index + 1)}
                    aria-label={t('editableList.moveDown', { label, position })}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  {marked ? (
                    <ActionIcon
                      variant="subtle"
                      onClick={() =>
                        update(index, { ...item, delete: false } as FieldArray<T, ArrayPath<T>>)
                      }
                      aria-label={t('editableList.undo', { label, position })}
                    >
                      <IconArrowBackUp size={16} aria-hidden />
                    </ActionIcon>
                  ) : (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        item.backendIndex !== undefined
                          ? update(index, { ...item, delete: true } as FieldArray<T, ArrayPath<T>>)
                          : remove(index)
                      }
                      aria-label={t('editableList.remove', { label, position })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
