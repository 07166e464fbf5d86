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
import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
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
import { WideLabel } from '../../../shared/ui/wide-label';
import type { Device } from './model';
import { LivePreview } from './preview';
import { EditorTextProvider } from './editor-text';
import elementClasses from './element-card.module.css';
import { SectionCard } from './section-card';
import { useHistoryFlags, useSectionsStore, type SectionsStore } from './store';
import type { SectionsDraft } from './use-sections-draft';

/** The "Add section" button of the editor's top and bottom toolbars (REQ-OFFER-3). */
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
            {/* it scrolls on its own when the page is taller than the window: reachable by the
                keyboard (Tab, then the arrow keys) as axe's scrollable-region rule asks */}
            <Box
              tabIndex={0}
              role="group"
              aria-label={t('offers.preview.label')}
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
  // the app's fixed header covers the top of the window: a section is scrolled to just below it
  // (its height, read from the page: Mantine's `--app-shell-header-height` is a `calc` of rems)
  const [covered] = useState(headerBottom);
  const virtualizerRef = useRef<Virtualizer<Window, Element>>(null);
  // The frame of a jump to an added section mounts that section and nothing else (the 50 ms
  // of REQ-PERF-5): the sections that end behind the header are not mounted (no one can see them;
  // the one above the new section, ten element cards, was most of that frame's cost), and those
  // mounted before the jump stay mounted, off screen (unmounting the open element forms at the
  // top cost as much). Once the browser is idle the list takes its usual range again.
  const shownRef = useRef<number[]>([]);
  // The section holding the focus stays mounted however far the page is scrolled from it: a
  // field unmounted under the caret leaves the focus on <body>, and what is typed next goes
  // nowhere without a sign. Kept by id, so a move of the section keeps the right one.
  const [focusedSection, setFocusedSection] = useState<string | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const ids = store.getState().sectionIds;
      const focused = focusedSection === null ? -1 : ids.indexOf(focusedSection);
      const v = virtualizerRef.current;
      if (!revealing || !v) {
        if (focused < 0 || indexes.includes(focused)) return indexes;
        return [...indexes, focused].sort((a, b) => a - b);
      }
      const top = (v.scrollOffset ?? 0) + covered;
      const visible = indexes.filter((index) => (v.measurementsCache[index]?.end ?? 0) > top);
      // the added section itself always, whatever the scroll reached: its type picker takes focus
      const added = ids.indexOf(revealing);
      return [...new Set([...shownRef.current, ...visible, added, focused])]
        .filter((index) => index >= 0)
        .sort((a, b) => a - b);
    },
    [store, revealing, covered, focusedSection],
  );
  const virtualizer = useWindowVirtualizer({
    count: sectionIds.length,
    estimateSize,
    rangeExtractor,
    scrollPaddingStart: covered,
    // one section either side: a section of ten collapsed elements is most of a screen, and
    // every mounted card is styled, laid out, painted and hit-tested again on each add or move
    // (the 50 ms of REQ-PERF-5), so the cards kept off screen are what a scroll step needs, no
    // more. None in the frame of a jump to an added section: that frame mounts a whole new screen
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
    // The list's usual range comes back half a second later, when the browser is idle: it
    // unmounts the cards the jump kept and mounts the section above (several frames of work), which
    // must not land in the frames right after the click nor before the user's first keystroke
    // in the type picker just focused.
    const settle = () => {
      const done = () => {
        setScrollMargin(pageTop(listRef.current));
        store.revealed(revealing);
      };
      timer = setTimeout(() => {
        if (typeof window.requestIdleCallback !== 'function') done();
        else idle = window.requestIdleCallback(done, { timeout: 1_000 });
      }, SETTLE_DELAY_MS);
    };
    const index = store.getState().sectionIds.indexOf(revealing);
    const item = virtualizer.measurementsCache[index];
    if (!item) {
      settle();
    } else {
      // From where the list is now, not from the scroll margin: the form's notice that an
      // element waits for its type has just appeared above the list and moved it (with the old
      // margin the section's heading ended under the header). The margin itself is brought up
      // to date with the rest, once idle: setting it now would re-render the list in the click.
      virtualizer.scrollToOffset(
        pageTop(listRef.current) + item.start - virtualizer.options.scrollMargin - covered,
      );
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
  }, [store, revealing, virtualizer, covered]);

  // A refused save's first element error: its section is brought into the mounted range (on a
  // long page it may be far from the screen, and not mounted at all), then the element's card
  // to the middle of the window, with focus on its first refused field.
  const errorToShow = useSectionsStore(store, () => store.errorToShow());
  useEffect(() => {
    if (!errorToShow) return undefined;
    const sectionId = store.sectionOf(errorToShow);
    const index = sectionId ? store.getState().sectionIds.indexOf(sectionId) : -1;
    if (index < 0) {
      store.errorShown(errorToShow);
      return undefined;
    }
    virtualizer.scrollToIndex(index, { align: 'start' });
    let frames = 0;
    let handle = 0;
    // the card mounts once the scroll has reached its section, and its fields a render later
    const showWhenThere = () => {
      const card = document.querySelector<HTMLElement>(`[data-element-card="${errorToShow}"]`);
      const field = card?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (card && (field || frames > 10)) {
        card.scrollIntoView({ block: 'center' });
        field?.focus({ preventScroll: true });
        store.errorShown(errorToShow);
      } else if (++frames < 60) handle = requestAnimationFrame(showWhenThere);
      else store.errorShown(errorToShow);
    };
    handle = requestAnimationFrame(showWhenThere);
    return () => cancelAnimationFrame(handle);
  }, [store, errorToShow, virtualizer]);

  const items = virtualizer.getVirtualItems();
  // what the range extractor reads (the virtualizer calls it outside React's render too)
  useLayoutEffect(() => {
    virtualizerRef.current = virtualizer;
    if (!revealing) shownRef.current = items.map((item) => item.index);
  });
  const margin = virtualizer.options.scrollMargin;
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  // Room below the last section, so that it can be scrolled to the top of the window (an added
  // section is shown there, with nothing above it to mount) rather than only to the bottom, under
  // the whole of the section before it: a page builder's "scroll past the end".
  const lastSize = virtualizer.measurementsCache[sectionIds.length - 1]?.size ?? 0;
  const room = Math.max(0, window.innerHeight - covered - lastSize);
  // The mounted cards sit in normal flow between two spacers (not absolutely placed): a card
  // that grows pushes the ones below it in the same layout, so an added element shows in one
  // frame, without a frame where it overlaps the next card and a second one where the list
  // re-places every card once the resize is measured. The spacers stand for the unmounted
  // cards; scroll anchoring is left to the virtualizer (`overflow-anchor: none`).
  return (
    <div
      ref={listRef}
      onFocus={(event) => {
        const card = (event.target as Element).closest('[data-index]');
        const index = card ? Number(card.getAttribute('data-index')) : -1;
        setFocusedSection(sectionIds[index] ?? null);
      }}
      onBlur={(event) => {
        const list = event.currentTarget;
        const next = event.relatedTarget;
        // focus moved to something outside the list: nothing needs keeping
        if (next instanceof Node) {
          if (!list.contains(next)) setFocusedSection(null);
          return;
        }
        // No next element: the window lost the focus (another tab; it comes back to the field,
        // which must still be there), or the page did (a click on nothing, the field removed)
        requestAnimationFrame(() => {
          if (document.hasFocus() && !list.contains(document.activeElement)) {
            setFocusedSection(null);
          }
        });
      }}
      style={{
        paddingTop: firstItem ? firstItem.start - margin : 0,
        paddingBottom: (lastItem ? virtualizer.getTotalSize() - (lastItem.end - margin) : 0) + room,
        overflowAnchor: 'none',
      }}
    >
      {/* one flat list of keyed children (not an array per item): a card keeps its place among
          them by key when the range around it changes, so the focused section kept mounted
          is never remounted, which would drop the focus its field holds */}
      {items.flatMap((item, i) => {
        const sectionId = sectionIds[item.index];
        if (!sectionId) return [];
        // a run of unmounted sections between two mounted ones (while a reveal keeps the cards
        // it started from, or the focused section is kept far from the screen): a spacer of
        // their height keeps every card at its place
        const before = items[i - 1];
        const gap = before && before.index + 1 !== item.index ? item.start - before.end : 0;
        return [
          gap > 0 ? <div key={`gap-${item.key}`} aria-hidden style={{ height: gap }} /> : null,
          // Plain elements, not Mantine's Box: the list re-renders them on every resize. Each
          // section is a compositor layer of its own (`will-change`): an element added, moved
          // or removed moves every section below it, and moving a layer is not painting its
          // cards again (REQ-PERF-5: an add's frame was a third paint and layering).
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
              last={item.index === sectionIds.length - 1}
              readOnly={readOnly}
            />
          </div>,
        ];
      })}
    </div>
  );
});

/** Where an element starts on the page (its top with the window's scroll). */
function pageTop(element: HTMLElement | null): number {
  return (element?.getBoundingClientRect().top ?? 0) + window.scrollY;
}

/**
 * Where the app's fixed header ends, from the top of the window (0 without one), with the form's
 * top toolbar that sticks under it (`shared/form/form-frame.module.css`).
 */
function headerBottom(): number {
  const header = document.querySelector('header');
  const toolbar = document.querySelector('[data-form-toolbar="top"]');
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return Math.ceil(bottom + (toolbar?.getBoundingClientRect().height ?? 0));
}

/** How long after an added section has been shown the list waits to take its usual range. */
const SETTLE_DELAY_MS = 500;

/**
 * A section's height before it is measured, from what it holds: a big page opens with its
 * elements collapsed, 50 px each (the card's own CSS). A guess far off made a jump to the end
 * mount a screen and a half more than it shows (the add-section budget of REQ-PERF-5).
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
  // why Save is disabled, in this row rather than as a notice above the form: one appearing
  // there moved the whole page down as an element was added (and slowed that click, REQ-PERF-5)
  const untyped = useSectionsStore(store, () => store.hasUntyped());
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
      <Text size="sm" role="status" className={elementClasses.note}>
        {untyped && !readOnly ? t('offers.sections.toolbar.untyped') : null}
      </Text>
    </Group>
  );
});
