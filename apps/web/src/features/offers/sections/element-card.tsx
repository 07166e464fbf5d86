import { ELEMENT_CSS_CLASSES, ELEMENT_TYPES, type ElementType } from '@backoffice/contract';
import { Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { FormProvider, useForm, type Control, type UseFormReturn } from 'react-hook-form';
import { FormFrameContext } from '../../../shared/form/form-frame-context';
import { MultiSelectField } from '../../../shared/form/multi-select-field';
import { SwitchField } from '../../../shared/form/switch-field';
import { TextField } from '../../../shared/form/text-field';
import { TranslatableField } from '../../../shared/form/translatable-field';
import { ItemGroupMemoryContext } from '../../../shared/form/item-group-memory';
import type { ServerErrorStore } from '../../../shared/form/server-error-store';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import classes from './element-card.module.css';
import { useEditorLanguage, useEditorText } from './editor-text';
import { localized } from '../../../shared/format/translatable';
import { IconButton } from './icon-button';
import type { EditorElement } from './model';
import { useElementStore, type SectionsStore } from './store';
import { ELEMENT_EDITORS } from './types';
import { GridSpans, type AnyControl } from './types/fields';
import type { ElementFormValues } from './types/registry';

type FormValues = ElementFormValues;

function toFormValues(element: EditorElement): FormValues {
  const { id: _id, backendIndex: _b, toBeDeleted: _d, ...values } = element;
  return structuredClone(values) as FormValues;
}

/**
 * The element's own small form: mounted only while the card is open. It writes every change
 * back to the store (one undo step per field while typing) and takes the store's value again
 * when it changes from elsewhere (undo, redo, a type change, a recovered draft).
 */
const ElementForm = memo(function ElementForm({
  store,
  id,
  type,
  marked,
  readOnly,
  numberOf,
}: {
  store: SectionsStore;
  id: string;
  type: ElementType | null;
  marked: boolean;
  readOnly: boolean;
  numberOf: () => string;
}) {
  // the form starts from the store's element and never re-renders because the store changed:
  // each field re-renders on its own value only (react-hook-form's per-field subscription)
  const [initial] = useState(() => store.getState().elements[id] as EditorElement);
  const form = useForm<FormValues>({ defaultValues: toFormValues(initial) });
  const written = useRef(initial);

  useEffect(() => {
    // the store tells its listeners from inside `editElement`: this form's own edit must not
    // come back to it as a change from elsewhere (a reset re-renders every field it holds)
    let writing = false;
    const stopWatching = form.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        if (name === undefined) return; // a reset, not an edit
        writing = true;
        try {
          store.editElement(id, structuredClone(values), name);
        } finally {
          writing = false;
        }
        written.current = store.getState().elements[id] ?? written.current;
      },
    });
    const unsubscribe = store.subscribeElement(id, () => {
      const current = store.getState().elements[id];
      if (writing) {
        written.current = current ?? written.current;
        return;
      }
      if (current && current !== written.current) {
        written.current = current;
        form.reset(toFormValues(current));
      }
    });
    return () => {
      stopWatching();
      unsubscribe();
    };
  }, [form, store, id]);

  const frame = useMemo(
    () => ({ readOnly: readOnly || marked, serverErrors: store.errorsOf(id) }),
    [readOnly, marked, store, id],
  );
  const groups = useMemo(() => ({ memory: store.itemGroups, scope: id }), [store, id]);
  return (
    <ItemGroupMemoryContext.Provider value={groups}>
      <ElementFields form={form} frame={frame} type={type} numberOf={numberOf} />
    </ItemGroupMemoryContext.Provider>
  );
});

/**
 * The element form's fields. `useForm` re-renders its host whenever a watched or dirty-flipping
 * field changes; `form` keeps its identity, so behind this memo such a render stops here and a
 * keystroke re-renders only the field typed into (the page's 16 ms budget, REQ-PERF-5).
 */
const ElementFields = memo(function ElementFields({
  form,
  frame,
  type,
  numberOf,
}: {
  form: UseFormReturn<FormValues>;
  frame: { readOnly: boolean; serverErrors: ServerErrorStore };
  type: ElementType | null;
  numberOf: () => string;
}) {
  const t = useEditorText();
  const control = form.control;
  const Editor = type ? (ELEMENT_EDITORS[type] as (typeof ELEMENT_EDITORS)['text']) : null;
  return (
    <FormFrameContext.Provider value={frame}>
      <FormProvider {...form}>
        <Stack gap="sm">
          <TranslatableField
            control={control}
            name="title"
            label={t('offers.sections.element.title')}
            requiredLanguages={[]}
          />
          <GridSpans
            control={control as unknown as AnyControl}
            name="grid"
            label={t('offers.sections.element.grid')}
          />
          <Group gap="lg">
            <SwitchField
              control={control}
              name="userMustBeLoggedIn"
              label={t('offers.sections.element.userMustBeLoggedIn')}
            />
            <SwitchField
              control={control}
              name="userMustInvest"
              label={t('offers.sections.element.userMustInvest')}
            />
            <SwitchField
              control={control}
              name="visible"
              label={t('offers.sections.element.visible')}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MultiSelectField
              control={control}
              name="cssClasses"
              data={[...ELEMENT_CSS_CLASSES]}
              label={t('offers.sections.element.cssClasses')}
            />
            <TextField
              control={control}
              name="elementId"
              label={t('offers.sections.element.elementId')}
            />
          </SimpleGrid>
          {Editor && (
            <Editor
              control={control as unknown as Control<ElementFormValues<'text'>>}
              readOnly={frame.readOnly}
              number={numberOf}
            />
          )}
        </Stack>
      </FormProvider>
    </FormFrameContext.Provider>
  );
});

export interface ElementCardProps {
  store: SectionsStore;
  sectionId: string;
  elementId: string;
  /** "X.Y" */
  number: string;
  /**
   * Whether it comes first or last (which arrows are disabled): booleans rather than its
   * index and the section's count, so adding an element re-renders the old last header only.
   */
  first: boolean;
  last: boolean;
  readOnly: boolean;
}

/** What an element's header and its body both read: its type, delete mark and open state. */
function useElementState(store: SectionsStore, elementId: string) {
  return {
    type: useElementStore(store, elementId, (s) => s.elements[elementId]?.type ?? null),
    marked: useElementStore(store, elementId, (s) => s.elements[elementId]?.toBeDeleted ?? false),
    open: useElementStore(store, elementId, () => store.isExpanded(elementId)),
  };
}

/** The header's title: the one part of the card a keystroke in the title field re-renders. */
function ElementTitle({ store, elementId }: { store: SectionsStore; elementId: string }) {
  const t = useEditorText();
  // in the interface language, the other one when that is empty (as lists show titles)
  const language = useEditorLanguage();
  const title = useElementStore(store, elementId, (s) => {
    const own = s.elements[elementId]?.title;
    return own ? localized(own, language).trim() : '';
  });
  const marked = useElementStore(
    store,
    elementId,
    (s) => s.elements[elementId]?.toBeDeleted ?? false,
  );
  const className = [
    classes.title,
    title ? undefined : classes.untitled,
    marked ? classes.struck : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return <p className={className}>{title || t('offers.sections.element.untitled')}</p>;
}

/** Number, type, title, and the element's own buttons; re-rendered by a move, not by typing. */
const ElementHeader = memo(function ElementHeader({
  store,
  sectionId,
  elementId,
  number,
  first,
  last,
  readOnly,
}: ElementCardProps) {
  const t = useEditorText();
  const { type, marked, open } = useElementState(store, elementId);
  const visible = useElementStore(store, elementId, (s) => s.elements[elementId]?.visible ?? true);
  const canRemove = useElementStore(store, elementId, () => store.canRemoveElement(sectionId));
  const typeLabel = type ? t(`offers.elements.types.${type}`) : t('offers.sections.element.noType');
  const askRemove = () =>
    openConfirmDialog({
      title: t('offers.sections.element.remove', { number }),
      message: t('offers.sections.element.confirmRemove', { number }),
      confirmLabel: t('list.confirmDelete.confirm'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: () => store.removeElement(sectionId, elementId),
    });
  // `Alt+↑/↓` moves the element while focus is anywhere in its header
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    store.moveElement(sectionId, elementId, event.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <div className={classes.header} onKeyDown={onKeyDown}>
      <div className={classes.lead}>
        <IconButton
          onClick={() => store.setExpanded(elementId, !open)}
          aria-expanded={open}
          label={t(open ? 'offers.sections.element.collapse' : 'offers.sections.element.expand', {
            number,
          })}
          glyph={open ? 'chevronDown' : 'chevronRight'}
        />
        <p className={classes.number}>{number}</p>
        <span className={type ? classes.badge : `${classes.badge} ${classes.badgeUntyped}`}>
          <span className={classes.badgeLabel}>{typeLabel}</span>
        </span>
        <ElementTitle store={store} elementId={elementId} />
        {marked && (
          <p className={`${classes.removed} ${classes.note}`}>
            {t('offers.sections.element.removed', { number })}
          </p>
        )}
      </div>
      <div className={classes.tools}>
        {!visible && <IconEyeOff size={16} aria-label={t('offers.sections.element.hidden')} />}
        {!readOnly && !marked && (
          <>
            <IconButton
              onClick={() => store.toggleVisible(elementId)}
              aria-pressed={visible}
              label={t('offers.sections.element.toggleVisible', { number })}
              glyph={visible ? 'eye' : 'eyeOff'}
            />
            <IconButton
              disabled={first}
              onClick={() => store.moveElement(sectionId, elementId, -1)}
              label={t('offers.sections.element.moveUp', { number })}
              glyph="arrowUp"
            />
            <IconButton
              disabled={last}
              onClick={() => store.moveElement(sectionId, elementId, 1)}
              label={t('offers.sections.element.moveDown', { number })}
              glyph="arrowDown"
            />
            {canRemove && (
              <IconButton
                danger
                onClick={askRemove}
                label={t('offers.sections.element.remove', { number })}
                glyph="trash"
              />
            )}
          </>
        )}
        {!readOnly && marked && (
          <IconButton
            onClick={() => store.restoreElement(elementId)}
            label={t('offers.sections.element.restore', { number })}
            glyph="restore"
          />
        )}
      </div>
    </div>
  );
});

/**
 * The open element: its type, then (once it has one) its form. A collapsed element renders
 * nothing here, and asks for nothing more than its open state (a screen of collapsed headers
 * mounts at once, REQ-PERF-5). It does not take the element's number as a prop, so moving an
 * element does not re-render its fields; the confirmations read the number when they ask.
 */
interface ElementBodyProps {
  store: SectionsStore;
  elementId: string;
  readOnly: boolean;
  numberOf: () => string;
}

const ElementBody = memo(function ElementBody(props: ElementBodyProps) {
  const { store, elementId } = props;
  const open = useElementStore(store, elementId, () => store.isExpanded(elementId));
  return open ? <OpenElementBody {...props} /> : null;
});

function OpenElementBody({ store, elementId, readOnly, numberOf }: ElementBodyProps) {
  const t = useEditorText();
  const { type, marked } = useElementState(store, elementId);
  // plain options, not `data` (each a Mantine component): a new element opens with this select
  const typeOptions = useMemo(
    () =>
      ELEMENT_TYPES.map((value) => (
        <option key={value} value={value}>
          {t(`offers.elements.types.${value}`)}
        </option>
      )),
    [t],
  );
  const pickType = (next: string | null) => {
    if (!next || next === type) return;
    const picked = next as ElementType;
    if (type === null) {
      store.changeType(elementId, picked);
      return;
    }
    openConfirmDialog({
      title: t('offers.sections.element.changeType'),
      message: t('offers.sections.element.confirmType', { number: numberOf() }),
      confirmLabel: t('offers.sections.element.changeType'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: () => store.changeType(elementId, picked),
      // back on this element's type select, inside the builder, where Ctrl+Z undoes the change
      focusAfter: () =>
        document.querySelector<HTMLElement>(
          `[data-element-card="${elementId}"] [data-element-type]`,
        ),
    });
  };
  return (
    <Stack gap="sm" mt="sm">
      {/* a native select: it mounts in a fraction of a combobox's time (a new element opens
          with it, the 50 ms of REQ-PERF-5), types ahead by keyboard, and is the phone's own picker */}
      <NativeSelect
        label={t('offers.sections.element.type')}
        value={type ?? ''}
        onChange={(event) => pickType(event.currentTarget.value || null)}
        disabled={readOnly || marked}
        required
        error={type === null ? t('offers.sections.toolbar.untyped') : undefined}
        data-element-type
      >
        <option value="" disabled>
          {t('offers.sections.element.typePlaceholder')}
        </option>
        {typeOptions}
      </NativeSelect>
      {/* a new element asks for its type first: its fields follow once it has one */}
      {type !== null && (
        <ElementForm
          store={store}
          id={elementId}
          type={type}
          marked={marked}
          readOnly={readOnly}
          numberOf={numberOf}
        />
      )}
    </Stack>
  );
}

/**
 * One element: a header (number, type, title, visibility, reorder, remove) that is all a
 * collapsed element mounts, and its form while open. The parts re-render apart: typing
 * re-renders the field (and the header's title when it is the title), a move the header.
 */
export const ElementCard = memo(function ElementCard(props: ElementCardProps) {
  const t = useEditorText();
  const { store, elementId, number, readOnly } = props;
  const exists = useElementStore(store, elementId, (s) => s.elements[elementId] !== undefined);
  const marked = useElementStore(
    store,
    elementId,
    (s) => s.elements[elementId]?.toBeDeleted ?? false,
  );
  const numberRef = useRef(number);
  useLayoutEffect(() => {
    numberRef.current = number;
  }, [number]);
  const numberOf = useCallback(() => numberRef.current, []);
  if (!exists) return null;
  return (
    <div
      className={marked ? `${classes.card} ${classes.marked}` : classes.card}
      data-element-card={elementId}
      aria-label={t('offers.sections.element.label', { number })}
      role="group"
    >
      <ElementHeader {...props} />
      <ElementBody store={store} elementId={elementId} readOnly={readOnly} numberOf={numberOf} />
    </div>
  );
});
