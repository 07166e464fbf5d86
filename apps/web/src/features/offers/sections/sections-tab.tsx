import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconPlus } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { WideLabel } from '../../../shared/form/form-toolbar';
import type { Device } from './model';
import { LivePreview } from './preview';
import { EditorTextProvider } from './editor-text';
import { SectionCard } from './section-card';
import { useHistoryFlags, useSectionsStore, type SectionsStore } from './store';
import type { SectionsDraft } from './use-sections-draft';

/** The "Add section" button of the editor's top and bottom toolbars (`000 §2`). */
export function AddSectionButton({
  store,
  onAdded,
}: {
  store: SectionsStore;
  onAdded?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      leftSection={<IconPlus size={16} aria-hidden />}
      aria-label={t('offers.sections.toolbar.addSection')}
      px={{ base: 'xs', sm: 'md' }}
      onClick={() => {
        store.addSection();
        onAdded?.();
      }}
    >
      <WideLabel>{t('offers.sections.toolbar.addSection')}</WideLabel>
    </Button>
  );
}

function isUndo(event: KeyboardEvent) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'z';
}

/**
 * The Sections tab: the builder's own toolbar (undo, redo, expand or collapse, live preview),
 * the sections in a virtual list (only those near the viewport are mounted, whatever the
 * page's size), and the preview beside them.
 */
export const SectionsTab = memo(function SectionsTab({
  store,
  readOnly,
  draft,
}: {
  store: SectionsStore;
  readOnly: boolean;
  draft: SectionsDraft;
}) {
  const { t, i18n } = useTranslation();
  const empty = useSectionsStore(store, (s) => s.sectionIds.length === 0);
  const [preview, setPreview] = useState(false);
  const [device, setDevice] = useState<Device>('desktop');
  // Ctrl+Z / Ctrl+Shift+Z anywhere in the builder act on the builder's history, whose steps
  // include the structural ones a text input's own undo knows nothing about
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly || !isUndo(event)) return;
    event.preventDefault();
    if (event.shiftKey) store.redo();
    else store.undo();
  };

  const language = i18n.language.startsWith('en') ? 'en' : 'pl';
  const editor = (
    <SectionList
      store={store}
      readOnly={readOnly}
      scrollMarginKey={`${preview}:${draft.pending !== null}`}
    />
  );

  return (
    <EditorTextProvider>
      <Stack gap="sm" onKeyDown={onKeyDown}>
        {draft.pending && (
          <Alert color="yellow" title={t('offers.sections.draft.title')}>
            <Stack gap="xs">
              <Text size="sm">
                {t('offers.sections.draft.message', {
                  date: new Date(draft.pending.savedAt).toLocaleString(
                    language === 'pl' ? 'pl-PL' : 'en-GB',
                  ),
                })}
              </Text>
              <Group gap="xs">
                <Button size="xs" onClick={draft.restore}>
                  {t('offers.sections.draft.restore')}
                </Button>
                <Button size="xs" variant="default" onClick={draft.discard}>
                  {t('offers.sections.draft.discard')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <HistoryToolbar store={store} readOnly={readOnly} />
          <Group gap="xs">
            <Switch
              checked={preview}
              onChange={(event) => setPreview(event.currentTarget.checked)}
              label={t('offers.sections.toolbar.preview')}
            />
            {preview && (
              <SegmentedControl
                size="xs"
                value={device}
                onChange={(value) => setDevice(value as Device)}
                aria-label={t('offers.sections.toolbar.device')}
                data={(['desktop', 'tablet', 'mobile'] as const).map((value) => ({
                  value,
                  label: t(`offers.sections.toolbar.${value}`),
                }))}
              />
            )}
          </Group>
        </Group>
        {!readOnly && (
          <Text size="xs" c="dimmed">
            {t('offers.sections.shortcuts')}
          </Text>
        )}
        {empty && <Text c="dimmed">{t('offers.sections.section.empty')}</Text>}
        {preview ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
            {editor}
            <Box
              style={{
                position: 'sticky',
                top: 'calc(var(--app-shell-header-height, 0px) + 8px)',
                maxHeight: 'calc(100vh - var(--app-shell-header-height, 0px) - 16px)',
                overflow: 'auto',
              }}
            >
              <LivePreview store={store} device={device} language={language} />
            </Box>
          </SimpleGrid>
        ) : (
          editor
        )}
      </Stack>
    </EditorTextProvider>
  );
});

/**
 * The sections in a virtual list: only those near the viewport are mounted, whatever the page's
 * size. Its own component, so the list's re-renders (a card resized, a scroll step) redraw the
 * list and not the tab's toolbar around it.
 */
const SectionList = memo(function SectionList({
  store,
  readOnly,
  scrollMarginKey,
}: {
  store: SectionsStore;
  readOnly: boolean;
  /** what moves the list on the page (the preview, the draft notice above it) */
  scrollMarginKey: string;
}) {
  const sectionIds = useSectionsStore(store, (s) => s.sectionIds);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, [scrollMarginKey]);

  // one function while the sections are the same: a new one makes the list estimate all of them
  const estimateSize = useCallback(
    (index: number) => estimatedHeight(store, sectionIds[index]),
    [store, sectionIds],
  );
  // a section just added, until it has been scrolled to and focused (see below)
  const revealing = useSectionsStore(store, () => store.revealing());
  const virtualizer = useWindowVirtualizer({
    count: sectionIds.length,
    estimateSize,
    // one section either side: a section of ten collapsed elements is most of a screen, and
    // every mounted card is styled, laid out, painted and hit-tested again on each add or move
    // (issue 17's 50 ms), so the cards kept off screen are what a scroll step needs, no more.
    // None in the frame of a jump to an added section: that frame mounts a whole new screen
    // (the end of the page), and the section above it, off screen, was a third of its cost.
    overscan: revealing ? 0 : 1,
    scrollMargin,
    getItemKey: (index) => sectionIds[index] ?? index,
  });

  // a section just added: scroll to it and put focus on its element's type picker, the next
  // thing to fill in (undo and redo change the sections too, and reveal nothing); once that is
  // done and the browser is idle, the list mounts the section above it again
  useEffect(() => {
    if (!revealing) return undefined;
    let frames = 0;
    let handle = 0;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      if (typeof window.requestIdleCallback !== 'function') {
        timer = setTimeout(() => store.revealed(revealing), 200);
        return;
      }
      idle = window.requestIdleCallback(() => store.revealed(revealing), { timeout: 1_000 });
    };
    const index = store.getState().sectionIds.indexOf(revealing);
    if (index < 0) {
      settle();
    } else {
      virtualizer.scrollToIndex(index, { align: 'start' });
      // the card mounts once the scroll has reached it: a few frames later
      const focusWhenThere = () => {
        const picker = document.querySelector<HTMLElement>(
          `[data-section-card="${revealing}"] select[data-element-type]`,
        );
        if (picker) {
          picker.focus({ preventScroll: true });
          settle();
        } else if (++frames < 30) handle = requestAnimationFrame(focusWhenThere);
        else settle();
      };
      handle = requestAnimationFrame(focusWhenThere);
    }
    return () => {
      cancelAnimationFrame(handle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [store, revealing, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  // The mounted cards sit in normal flow between two spacers (not absolutely placed): a card
  // that grows pushes the ones below it in the same layout, so an added element shows in one
  // frame, without a frame where it overlaps the next card and a second one where the list
  // re-places every card once the resize is measured. The spacers stand for the unmounted
  // cards; scroll anchoring is left to the virtualizer (`overflow-anchor: none`).
  return (
    <div
      ref={listRef}
      style={{
        paddingTop: firstItem ? firstItem.start - margin : 0,
        paddingBottom: lastItem ? virtualizer.getTotalSize() - (lastItem.end - margin) : 0,
        overflowAnchor: 'none',
      }}
    >
      {items.map((item) => {
        const sectionId = sectionIds[item.index];
        if (!sectionId) return null;
        return (
          // Plain elements, not Mantine's Box: the list re-renders them on every resize. Each
          // section is a compositor layer of its own (`will-change`): an element added, moved
          // or removed moves every section below it, and moving a layer is not painting its
          // cards again (issue 17: an add's frame was a third paint and layering).
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              contain: 'layout style',
              paddingBottom: 'var(--mantine-spacing-sm)',
              willChange: 'transform',
            }}
          >
            <SectionCard
              store={store}
              sectionId={sectionId}
              index={item.index}
              count={sectionIds.length}
              readOnly={readOnly}
            />
          </div>
        );
      })}
    </div>
  );
});

/**
 * A section's height before it is measured, from what it holds: a big page opens with its
 * elements collapsed, 50 px each (the card's own CSS). A guess far off made a jump to the end
 * mount a screen and a half more than it shows (issue 17's add section).
 */
function estimatedHeight(store: SectionsStore, sectionId: string | undefined): number {
  const section = sectionId === undefined ? undefined : store.getState().sections[sectionId];
  // the header row, the card's padding and border, the list's gap below the card
  const chrome = 68 + 12;
  if (!section || !store.isExpanded(section.id) || section.toBeDeleted) return chrome;
  // each element's header and gap, and the add element row
  return chrome + section.elementIds.length * 60 + 40;
}

/**
 * Undo, redo, expand and collapse all, and the counts: their own subscriptions, so an action
 * that flips undo or adds an element re-renders this bar, not the virtual list around it.
 */
const HistoryToolbar = memo(function HistoryToolbar({
  store,
  readOnly,
}: {
  store: SectionsStore;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const sectionCount = useSectionsStore(store, (s) => s.sectionIds.length);
  // summed over the sections (a hundred), not counted over the elements' map (a thousand keys
  // listed on every change of the builder, a keystroke included)
  const elementCount = useSectionsStore(store, (s) =>
    s.sectionIds.reduce((count, id) => count + (s.sections[id]?.elementIds.length ?? 0), 0),
  );
  const { canUndo, canRedo } = useHistoryFlags(store);
  return (
    <Group gap="xs">
      {!readOnly && (
        <>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={!canUndo}
            onClick={store.undo}
            aria-label={t('offers.sections.toolbar.undo')}
            title={t('offers.sections.toolbar.undo')}
          >
            <IconArrowBackUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={!canRedo}
            onClick={store.redo}
            aria-label={t('offers.sections.toolbar.redo')}
            title={t('offers.sections.toolbar.redo')}
          >
            <IconArrowForwardUp size={18} aria-hidden />
          </ActionIcon>
        </>
      )}
      <Button size="xs" variant="subtle" onClick={() => store.setAllElementsExpanded(true)}>
        {t('offers.sections.toolbar.expandAll')}
      </Button>
      <Button size="xs" variant="subtle" onClick={() => store.setAllElementsExpanded(false)}>
        {t('offers.sections.toolbar.collapseAll')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('offers.sections.toolbar.count', {
          sections: sectionCount,
          elements: elementCount,
        })}
      </Text>
    </Group>
  );
});
