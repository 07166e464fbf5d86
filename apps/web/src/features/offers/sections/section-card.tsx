import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo, useMemo, useState, type KeyboardEvent } from 'react';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useEditorText } from './editor-text';
import { ElementCard } from './element-card';
import { IconButton } from './icon-button';
// the red note's colour, shared with the element's header
import elementClasses from './element-card.module.css';
import { useSectionsStore, type SectionsStore } from './store';

export interface SectionCardProps {
  store: SectionsStore;
  sectionId: string;
  index: number;
  /** whether it is the last section (its "move down" is disabled); a boolean, not the count,
   * so adding a section re-renders the old last card only */
  last: boolean;
  readOnly: boolean;
}

/**
 * One section: its header (number, element count, collapse, reorder by arrows or position,
 * remove or restore, add element) and its elements. Collapsed, it renders the header only.
 */
export const SectionCard = memo(function SectionCard({
  store,
  sectionId,
  index,
  last,
  readOnly,
}: SectionCardProps) {
  const t = useEditorText();
  const section = useSectionsStore(store, (s) => s.sections[sectionId]);
  const open = useSectionsStore(store, () => store.isExpanded(sectionId));
  const number = index + 1;
  if (!section) return null;
  const marked = section.toBeDeleted;
  const elementIds = section.elementIds;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    store.moveSection(sectionId, event.key === 'ArrowUp' ? -1 : 1);
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={marked ? 'var(--mantine-color-gray-light)' : undefined}
      component="section"
      aria-label={t('offers.sections.section.label', { number })}
      data-section-card={sectionId}
    >
      <Group justify="space-between" wrap="wrap" gap="xs" onKeyDown={onKeyDown}>
        <Group gap="xs" wrap="nowrap">
          <IconButton
            onClick={() => store.setExpanded(sectionId, !open)}
            aria-expanded={open}
            label={t(open ? 'offers.sections.section.collapse' : 'offers.sections.section.expand', {
              number,
            })}
            glyph={open ? 'chevronDown' : 'chevronRight'}
          />
          {/* the level below the page's h1 (the offer's title): with h3 a screen reader's list of
              headings skipped a level (axe's heading-order) */}
          <Text
            component="h2"
            fw={700}
            size="md"
            m={0}
            style={marked ? { textDecoration: 'line-through' } : undefined}
          >
            {t('offers.sections.section.label', { number })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('offers.sections.section.elements', { count: elementIds.length })}
          </Text>
          {marked && (
            <Text size="sm" className={elementClasses.note}>
              {t('offers.sections.section.removed', { number })}
            </Text>
          )}
        </Group>
        {!readOnly && (
          <SectionActions
            store={store}
            sectionId={sectionId}
            index={index}
            last={last}
            marked={marked}
          />
        )}
      </Group>
      {open && !marked && (
        <Stack gap="xs" mt="sm">
          {elementIds.map((elementId, elementIndex) => (
            <ElementCard
              key={elementId}
              store={store}
              sectionId={sectionId}
              elementId={elementId}
              number={`${number}.${elementIndex + 1}`}
              first={elementIndex === 0}
              last={elementIndex === elementIds.length - 1}
              readOnly={readOnly}
            />
          ))}
          {!readOnly && (
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => store.addElement(sectionId, { open: true })}
                aria-label={t('offers.sections.section.addElementTo', { number })}
              >
                {t('offers.sections.section.addElement')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Paper>
  );
});

/**
 * Position, arrows, remove and restore: memoised apart from the card, so adding an element (the
 * card's count changes) does not re-render the position select and its options. The position
 * is a native select, as the element type is: every visible card re-renders it when a section
 * is added, and a Mantine combobox per card (a popover with floating-ui) cost far more to
 * mount and update than a list of options; it is also the phone's own picker.
 */
const SectionActions = memo(function SectionActions({
  store,
  sectionId,
  index,
  last,
  marked,
}: {
  store: SectionsStore;
  sectionId: string;
  index: number;
  last: boolean;
  marked: boolean;
}) {
  const t = useEditorText();
  const number = index + 1;
  // The list of places is made when a pointer comes over the select or focus reaches it, both
  // before it can open; until then it holds the current place only. A 100-section page showed
  // some 400 options in the few sections on screen, a quarter of what a jump to its end had to
  // style and lay out (REQ-PERF-5). Plain options, not `data`: Mantine draws each of those as a
  // component of its own.
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);
  // the number of places, read only once listed: a section added elsewhere re-renders no select
  const count = useSectionsStore(store, (s) => (listed ? s.sectionIds.length : 0));
  const positions = useMemo(
    () =>
      (listed ? Array.from({ length: count }, (_, i) => i) : [index]).map((i) => (
        <option key={i} value={String(i)}>
          {i + 1}
        </option>
      )),
    [listed, count, index],
  );
  const askRemove = () =>
    openConfirmDialog({
      title: t('offers.sections.section.remove', { number }),
      message: t('offers.sections.section.confirmRemove', { number }),
      confirmLabel: t('list.confirmDelete.confirm'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: () => store.removeSection(sectionId),
    });
  return (
    <Group gap={4} wrap="nowrap">
      {!marked && (
        <>
          <NativeSelect
            size="xs"
            w={80}
            value={String(index)}
            onChange={(event) => store.moveSectionTo(sectionId, Number(event.currentTarget.value))}
            onPointerEnter={list}
            onFocus={list}
            aria-label={t('offers.sections.section.position', { number })}
          >
            {positions}
          </NativeSelect>
          <IconButton
            disabled={index === 0}
            onClick={() => store.moveSection(sectionId, -1)}
            label={t('offers.sections.section.moveUp', { number })}
            glyph="arrowUp"
          />
          <IconButton
            disabled={last}
            onClick={() => store.moveSection(sectionId, 1)}
            label={t('offers.sections.section.moveDown', { number })}
            glyph="arrowDown"
          />
          <IconButton
            danger
            onClick={askRemove}
            label={t('offers.sections.section.remove', { number })}
            glyph="trash"
          />
        </>
      )}
      {marked && (
        <IconButton
          onClick={() => store.restoreSection(sectionId)}
          label={t('offers.sections.section.restore', { number })}
          glyph="restore"
        />
      )}
    </Group>
  );
});
