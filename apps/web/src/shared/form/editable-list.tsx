import { ActionIcon, Button, Flex, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { openConfirmDialog } from '../ui/confirm-dialog';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowBackUp,
  IconChevronDown,
  IconChevronRight,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  get,
  useFieldArray,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
} from 'react-hook-form';
import { useFieldLabel } from './field-labels';
import { ItemGroupMemoryContext } from './item-group-memory';

/** What every editable list item carries: its stored id and the delete mark (REQ-FORM-6). */
export interface EditableListItem {
  backendIndex?: number | undefined;
  delete?: boolean | undefined;
}

export interface EditableListProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: ArrayPath<T>;
  /** the list's heading, also the accessible name of its buttons; default as a field's (`useFieldLabel`) */
  label?: string;
  /** a new item's values */
  newItem: () => FieldArray<T, ArrayPath<T>>;
  /** the fields of item `index` (paths like `${name}.${index}.title`) */
  renderItem: (index: number, disabled: boolean) => ReactNode;
  /** view mode: fields disabled, add, remove and reorder hidden */
  readOnly?: boolean;
  /** shown when the list is empty */
  emptyText?: string;
  /** removing asks first (REQ-NOTIFY-3: "… changes will be discarded"): the question for item n */
  confirmRemove?: (position: number) => string;
  /** remove is offered only while more items than this remain (REQ-SECTION-7: counter, timeline) */
  minItems?: number;
  /** add is disabled at this many items (REQ-SECTION-5: 3 header images, 5 gallery items) */
  maxItems?: number;
  /** new items go first (REQ-SECTION-5: the gallery) */
  addAtTop?: boolean;
  /** a position dropdown beside the arrows (REQ-FORM-6: table columns and rows) */
  positionSelect?: boolean;
  /** runs after a move, with the old and new index (the table moves each row's cell with its column) */
  onMoved?: (from: number, to: number) => void;
  /** runs after an item is added or removed, with its index */
  onAdded?: (index: number) => void;
  onRemoved?: (index: number) => void;
}

/**
 * An ordered list of items edited in a form (REQ-FORM-6): add at the end, move up or down (swap
 * with a neighbour), remove. A saved item (with a `backendIndex`) is only marked for deletion:
 * it shows struck through with an undo, and is sent with `delete: true` so the server drops it.
 * A new item is removed at once.
 */
export function EditableList<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label: givenLabel,
  newItem,
  renderItem,
  readOnly = false,
  emptyText,
  confirmRemove,
  minItems = 0,
  maxItems,
  addAtTop = false,
  positionSelect = false,
  onMoved,
  onAdded,
  onRemoved,
}: EditableListProps<T, TOut>) {
  const { t } = useTranslation();
  const label = useFieldLabel(name, givenLabel);
  const { fields, append, prepend, remove, move, update } = useFieldArray({ control, name });
  // only the marks for deletion, not the items' values: typing into an item's field must
  // re-render that field, never every item of the list (a table's cells, REQ-PERF-5)
  const marks = useWatch({
    control,
    name: name as never,
    compute: (items: unknown) =>
      ((items ?? []) as Array<EditableListItem | undefined>).map((item) => item?.delete === true),
  }) as boolean[];
  /** The item as it is now, read when an action needs it. */
  const itemAt = (index: number) =>
    ((get(control._formValues, name) ?? []) as EditableListItem[])[index] ?? {};
  const liveCount = fields.filter((_, index) => marks[index] !== true).length;
  const full = maxItems !== undefined && liveCount >= maxItems;
  const moveItem = (from: number, to: number) => {
    move(from, to);
    onMoved?.(from, to);
  };
  const removeItem = (index: number) => {
    const act = () => {
      const item = itemAt(index);
      if (item.backendIndex !== undefined) {
        update(index, { ...item, delete: true } as FieldArray<T, ArrayPath<T>>);
      } else {
        remove(index);
        onRemoved?.(index);
      }
    };
    if (!confirmRemove) return act();
    openConfirmDialog({
      title: t('editableList.remove', { label, position: index + 1 }),
      message: confirmRemove(index + 1),
      confirmLabel: t('list.confirmDelete.confirm'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: act,
    });
  };
  const positions = fields.map((_, i) => ({ value: String(i), label: String(i + 1) }));
  // inside a page that remembers item groups (the offer builder), the list collapses and expands
  const groups = useContext(ItemGroupMemoryContext);
  const groupKey = groups ? `${groups.scope}/${name}` : null;
  const [collapsed, setCollapsedState] = useState(
    () => groupKey !== null && groups !== null && groups.memory.isCollapsed(groupKey),
  );
  const setCollapsed = (next: boolean) => {
    if (groupKey !== null) groups?.memory.setCollapsed(groupKey, next);
    setCollapsedState(next);
  };
  const itemsId = `${groupKey ?? name}-items`;
  return (
    <Stack gap="xs" role="group" aria-label={label} data-list-name={name}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          {groupKey !== null && (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setCollapsed(!collapsed)}
              aria-expanded={!collapsed}
              aria-controls={collapsed ? undefined : itemsId}
              aria-label={t(collapsed ? 'editableList.expand' : 'editableList.collapse', {
                label,
              })}
            >
              {collapsed ? (
                <IconChevronRight size={16} aria-hidden />
              ) : (
                <IconChevronDown size={16} aria-hidden />
              )}
            </ActionIcon>
          )}
          <Text fw={600}>{label}</Text>
          {collapsed && (
            <Text size="sm" c="dimmed" data-testid={`${name}-count`}>
              {t('editableList.count', { count: fields.length })}
            </Text>
          )}
        </Group>
        {!readOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={full}
            onClick={() => {
              // an item added to a collapsed group is shown, with the rest
              if (collapsed) setCollapsed(false);
              if (addAtTop) {
                prepend(newItem());
                onAdded?.(0);
              } else {
                append(newItem());
                onAdded?.(fields.length);
              }
            }}
            aria-label={`${t('editableList.add')}: ${label}`}
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
      {!collapsed && (
        <Stack gap="xs" id={itemsId}>
          {fields.map((field, index) => {
            const marked = marks[index] === true;
            const position = index + 1;
            return (
              <Paper key={field.id} withBorder p="sm" data-testid={`${name}-item`}>
                {/* on a phone the buttons go under the fields: beside them, in a list inside an
                    element inside a section, they left a table cell's input 59 px wide */}
                <Flex
                  direction={{ base: 'column', sm: 'row' }}
                  justify="space-between"
                  align={{ base: 'stretch', sm: 'flex-start' }}
                  gap="xs"
                >
                  <Stack
                    gap="xs"
                    style={{
                      flex: '1 1 auto',
                      minWidth: 0,
                      textDecoration: marked ? 'line-through' : undefined,
                    }}
                    aria-disabled={marked || undefined}
                  >
                    <Text size="xs" c="dimmed">
                      {marked ? t('editableList.marked', { position }) : `#${position}`}
                    </Text>
                    {renderItem(index, readOnly || marked)}
                  </Stack>
                  {!readOnly && (
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {positionSelect && (
                        <Select
                          size="xs"
                          w={72}
                          data={positions}
                          value={String(index)}
                          allowDeselect={false}
                          onChange={(next) => next !== null && moveItem(index, Number(next))}
                          aria-label={t('editableList.position', { label, position })}
                        />
                      )}
                      <ActionIcon
                        variant="subtle"
                        disabled={index === 0}
                        onClick={() => moveItem(index, index - 1)}
                        aria-label={t('editableList.moveUp', { label, position })}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        disabled={index === fields.length - 1}
                        onClick={() => moveItem(index, index + 1)}
                        aria-label={t('editableList.moveDown', { label, position })}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                      {marked ? (
                        <ActionIcon
                          variant="subtle"
                          onClick={() =>
                            update(index, {
                              ...itemAt(index),
                              delete: false,
                            } as FieldArray<T, ArrayPath<T>>)
                          }
                          aria-label={t('editableList.undo', { label, position })}
                        >
                          <IconArrowBackUp size={16} aria-hidden />
                        </ActionIcon>
                      ) : (
                        liveCount > minItems && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => removeItem(index)}
                            aria-label={t('editableList.remove', { label, position })}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        )
                      )}
                    </Group>
                  )}
                </Flex>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
