import type { Offer, OfferInputParsed } from '@backoffice/contract/offers';
import {
  parseElementErrorPath,
  defaultElementContent,
  newElementCommon,
  type ElementType,
  type ElementContent,
} from '@backoffice/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { ItemGroupMemory } from '../../../shared/form/item-group-memory';
import { ServerErrorStore } from '../../../shared/form/server-error-store';
import type { EditorElement, EditorSection, EditorState } from './model';

/**
 * The page builder's store: the normalized `EditorState`, a bounded undo/redo history, and
 * subscriptions by selector, so a field re-renders when its own slice changes and never because
 * another element did. Every action replaces only the objects on its path (the element, its
 * section's id list), so identity comparison is enough everywhere: the element cards, the live
 * preview and the history all rely on it.
 */

export const HISTORY_LIMIT = 100;
/** Typing into one field within this long is one undo step, not one per keystroke. */
const COALESCE_MS = 1000;

let counter = 0;
// a per-page-load salt: a recovered draft's ids never meet the ids made after it
const salt = Math.random().toString(36).slice(2, 6);
const newId = (prefix: string) => `${prefix}${salt}${(counter += 1).toString(36)}`;

export function emptyState(): EditorState {
  return { sectionIds: [], sections: {}, elements: {} };
}

function newElement(): EditorElement {
  return {
    id: newId('e'),
    toBeDeleted: false,
    ...newElementCommon(),
    type: null,
    content: null,
  };
}

/** REQ-SECTION-1: a new section comes last and starts with one empty element. */
function withNewSection(state: EditorState): { state: EditorState; sectionId: string } {
  const element = newElement();
  const section: EditorSection = { id: newId('s'), toBeDeleted: false, elementIds: [element.id] };
  return {
    sectionId: section.id,
    state: {
      sectionIds: [...state.sectionIds, section.id],
      sections: { ...state.sections, [section.id]: section },
      elements: { ...state.elements, [element.id]: element },
    },
  };
}

/** The offer's stored sections → the editor's state (fresh client ids). */
export function fromSections(sections: Offer['sections']): EditorState {
  const state = emptyState();
  for (const section of sections) {
    const id = newId('s');
    const elementIds: string[] = [];
    for (const stored of section.elements) {
      const { backendIndex, position: _position, content, ...element } = stored;
      const elementId = newId('e');
      elementIds.push(elementId);
      state.elements[elementId] = {
        ...element,
        content: content as ElementContent,
        id: elementId,
        backendIndex,
        toBeDeleted: false,
      };
    }
    state.sectionIds.push(id);
    state.sections[id] = { id, backendIndex: section.backendIndex, toBeDeleted: false, elementIds };
  }
  return state;
}

/** Inner items the user removed (`delete: true`) are left out, at every depth. */
function withoutDeleted(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .filter(
        (item) => !(item && typeof item === 'object' && (item as { delete?: boolean }).delete),
      )
      .map(withoutDeleted);
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (key !== 'delete') out[key] = withoutDeleted(entry);
    }
    return out;
  }
  return value;
}

export interface PayloadElementRef {
  sectionId: string;
  elementId: string;
}

/**
 * The state → `offerSections` for a save (REQ-SECTION-7: marked items are left out), with the
 * payload index → element map that a server error's path (`offerSections.i.elements.j…`) is
 * read back through.
 */
export type SectionsPayload = NonNullable<OfferInputParsed['offerSections']>;

export function toPayload(state: EditorState): {
  sections: SectionsPayload;
  refs: PayloadElementRef[][];
} {
  const refs: PayloadElementRef[][] = [];
  const sections: SectionsPayload = [];
  for (const sectionId of state.sectionIds) {
    const section = state.sections[sectionId];
    if (!section || section.toBeDeleted) continue;
    const row: PayloadElementRef[] = [];
    const elements: SectionsPayload[number]['elements'] = [];
    for (const elementId of section.elementIds) {
      const element = state.elements[elementId];
      if (!element || element.toBeDeleted) continue;
      const { id: _id, toBeDeleted: _deleted, backendIndex, type, content, ...common } = element;
      row.push({ sectionId, elementId });
      elements.push({
        ...(backendIndex !== undefined ? { backendIndex } : {}),
        ...common,
        type,
        content: withoutDeleted(content),
      } as never);
    }
    refs.push(row);
    sections.push({
      ...(section.backendIndex !== undefined ? { backendIndex: section.backendIndex } : {}),
      elements,
    });
  }
  return { sections, refs };
}

/** Whether any element still waits for a type: save is disabled meanwhile (REQ-SECTION-2). */
export function hasUntypedElement(state: EditorState): boolean {
  return state.sectionIds.some((sectionId) => {
    const section = state.sections[sectionId];
    return (
      section !== undefined &&
      !section.toBeDeleted &&
      section.elementIds.some((id) => {
        const element = state.elements[id];
        return element !== undefined && !element.toBeDeleted && element.type === null;
      })
    );
  });
}

function without<T>(map: Record<string, T>, drop: (id: string) => boolean): Record<string, T> {
  return Object.fromEntries(Object.entries(map).filter(([id]) => !drop(id)));
}

function swap<T>(list: readonly T[], index: number, target: number): T[] {
  const next = [...list];
  const a = next[index] as T;
  next[index] = next[target] as T;
  next[target] = a;
  return next;
}

function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export type SectionsStore = ReturnType<typeof createSectionsStore>;

export function createSectionsStore(initial: EditorState = emptyState()) {
  let state = initial;
  /** the state the last load or save started from: "dirty" is "not this one" */
  let clean = initial;
  let past: EditorState[] = [];
  let future: EditorState[] = [];
  let lastEdit: { key: string; at: number } | null = null;
  const listeners = new Set<() => void>();
  /** the last answer of `hasUntyped`, and the state it was for */
  let untyped: { state: EditorState; value: boolean } | null = null;
  /**
   * Listeners that read one element only (its card's parts and form). A change of one
   * element's own fields (a keystroke) tells that element's listeners and the page-wide ones,
   * not the hundreds of other mounted cards' selectors (the 16 ms keystroke of REQ-PERF-5).
   */
  const elementListeners = new Map<string, Set<() => void>>();
  /** `only`: the one element whose fields changed; anything else tells every listener. */
  const emit = (only?: string) => {
    for (const listener of listeners) listener();
    if (only !== undefined) {
      const own = elementListeners.get(only);
      if (own) for (const listener of own) listener();
      return;
    }
    for (const own of elementListeners.values()) for (const listener of own) listener();
  };

  const commit = (next: EditorState, coalesceKey?: string, only?: string) => {
    if (next === state) return;
    const now = Date.now();
    const coalesce =
      coalesceKey !== undefined &&
      lastEdit !== null &&
      lastEdit.key === coalesceKey &&
      now - lastEdit.at < COALESCE_MS;
    if (!coalesce) {
      past = [...past, state].slice(-HISTORY_LIMIT);
    }
    lastEdit = coalesceKey === undefined ? null : { key: coalesceKey, at: now };
    future = [];
    state = next;
    emit(only);
  };

  const updateElement = (id: string, change: (element: EditorElement) => EditorElement) => {
    const element = state.elements[id];
    if (!element) return state;
    const next = change(element);
    if (next === element) return state;
    // a copy of the thousand-key map with one key replaced: `Object.assign` clones the map's
    // storage as it is, where a spread adds the keys one by one (figures in docs/performance.md)
    const elements = Object.assign({}, state.elements);
    elements[id] = next;
    return { ...state, elements };
  };

  const updateSection = (id: string, change: (section: EditorSection) => EditorSection) => {
    const section = state.sections[id];
    if (!section) return state;
    return { ...state, sections: { ...state.sections, [id]: change(section) } };
  };

  // UI state, outside the history: what is expanded, and each element's server errors
  const expanded = new Map<string, boolean>();
  let collapseByDefault = false;
  /** A section just added, for the list to bring into view (see `revealing`). */
  let reveal: string | null = null;
  /** The element a refused save stopped at, for the list to bring into view (`errorShown`). */
  let errorReveal: string | null = null;
  const errorStores = new Map<string, ServerErrorStore>();
  /** the item groups collapsed inside elements, while the page is open (REQ-SECTION-9) */
  const itemGroups = new ItemGroupMemory();
  const errorStoreOf = (elementId: string) => {
    let store = errorStores.get(elementId);
    if (!store) {
      store = new ServerErrorStore();
      errorStores.set(elementId, store);
    }
    return store;
  };

  /**
   * Whether the section holds more than one element not marked for removal. Every mounted
   * element header asks on every change (its remove button), so it stops at the second.
   */
  const hasSeveralLive = (section: EditorSection) => {
    let live = 0;
    for (const id of section.elementIds) {
      if (state.elements[id]?.toBeDeleted === false && ++live > 1) return true;
    }
    return false;
  };

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * For a listener that reads only this element (and what every structural change or
     * history step also tells it): an edit of another element's fields does not call it.
     */
    subscribeElement: (elementId: string, listener: () => void) => {
      let own = elementListeners.get(elementId);
      if (!own) {
        own = new Set();
        elementListeners.set(elementId, own);
      }
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size === 0 && elementListeners.get(elementId) === own)
          elementListeners.delete(elementId);
      };
    },
    isDirty: () => state !== clean,
    /** `hasUntypedElement` of the current state, scanned once per state (see `editElement`) */
    hasUntyped(): boolean {
      if (untyped?.state !== state) untyped = { state, value: hasUntypedElement(state) };
      return untyped.value;
    },
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,

    /**
     * Sections start expanded; elements start collapsed on a big page (a collapsed element
     * mounts only its header, the fix Payload's #18182 needed) and expanded on a small one.
     */
    isExpanded: (id: string) =>
      expanded.get(id) ?? (id.startsWith('s') ? true : !collapseByDefault),
    setExpanded(id: string, open: boolean) {
      expanded.set(id, open);
      emit();
    },
    setAllElementsExpanded(open: boolean) {
      for (const id of Object.keys(state.elements)) expanded.set(id, open);
      emit();
    },
    errorsOf: errorStoreOf,
    itemGroups,
    /**
     * A save's field errors on element fields (`offerSections.i.elements.j.<path>`) go to
     * that element's form, through the payload's index → element map; the element and its
     * section open. Answers the first element with an error, or null.
     */
    applyServerErrors(
      errors: ReadonlyArray<{ code: string; context?: string | undefined }>,
      refs: PayloadElementRef[][],
    ): string | null {
      for (const store of errorStores.values()) store.replace(new Map());
      const byElement = new Map<string, Map<string, string>>();
      let first: string | null = null;
      for (const error of errors) {
        const where = error.context ? parseElementErrorPath(error.context) : null;
        const ref = where ? refs[where.section]?.[where.element] : undefined;
        if (!where || !ref) continue;
        const fields = byElement.get(ref.elementId) ?? new Map<string, string>();
        fields.set(where.field, error.code);
        // a translatable field shows it on that language's input and on the field
        const language = /^(.*)\.(pl|en)$/.exec(where.field);
        if (language?.[1]) fields.set(language[1], error.code);
        byElement.set(ref.elementId, fields);
        expanded.set(ref.elementId, true);
        expanded.set(ref.sectionId, true);
        first ??= ref.elementId;
      }
      for (const [elementId, fields] of byElement) errorStoreOf(elementId).replace(fields);
      // the list scrolls to it: on a long page its section may not be mounted (virtual list)
      errorReveal = first;
      emit();
      return first;
    },

    /** A loaded or saved offer: the history starts over. */
    load(next: EditorState) {
      collapseByDefault = Object.keys(next.elements).length > 30;
      state = next;
      clean = next;
      past = [];
      future = [];
      lastEdit = null;
      emit();
    },
    /** A recovered draft: loaded as unsaved changes, undoable back to the stored offer. */
    restore(draft: EditorState) {
      commit(draft);
    },

    undo() {
      const previous = past[past.length - 1];
      if (!previous) return;
      past = past.slice(0, -1);
      future = [state, ...future].slice(0, HISTORY_LIMIT);
      lastEdit = null;
      state = previous;
      emit();
    },
    redo() {
      const [next, ...rest] = future;
      if (!next) return;
      future = rest;
      past = [...past, state].slice(-HISTORY_LIMIT);
      lastEdit = null;
      state = next;
      emit();
    },

    /** Returns the new section's id. */
    /**
     * Adds a section (with one empty element, open, so its type picker shows) at the end, and
     * asks the list to bring it into view: on a long page the end is far from the toolbar's
     * button, and an add that shows nothing looks like a click that did nothing.
     */
    addSection(): string {
      const { state: next, sectionId } = withNewSection(state);
      const elementId = next.sections[sectionId]?.elementIds[0];
      if (elementId) expanded.set(elementId, true);
      reveal = sectionId;
      commit(next);
      return sectionId;
    },
    /**
     * The section being brought into view, until the list has scrolled to it and focused it
     * (`revealed`): meanwhile the list mounts only what the screen shows.
     */
    revealing: (): string | null => reveal,
    revealed(sectionId: string) {
      if (reveal !== sectionId) return;
      reveal = null;
      emit();
    },
    /** The element with a save's first error, until the list has scrolled to it (`errorShown`). */
    errorToShow: (): string | null => errorReveal,
    /** The section holding an element (null for an element not on the page). */
    sectionOf(elementId: string): string | null {
      for (const id of state.sectionIds) {
        if (state.sections[id]?.elementIds.includes(elementId)) return id;
      }
      return null;
    },
    errorShown(elementId: string) {
      if (errorReveal !== elementId) return;
      errorReveal = null;
      emit();
    },
    /**
     * Adds an empty element at the end of the section; returns its id. `open` shows its type
     * picker at once, in the same update (one render, not two).
     */
    addElement(sectionId: string, { open = false }: { open?: boolean } = {}): string | null {
      const section = state.sections[sectionId];
      if (!section) return null;
      const element = newElement();
      if (open) expanded.set(element.id, true);
      commit({
        ...state,
        sections: {
          ...state.sections,
          [sectionId]: { ...section, elementIds: [...section.elementIds, element.id] },
        },
        elements: { ...state.elements, [element.id]: element },
      });
      return element.id;
    },

    /**
     * REQ-SECTION-7: a saved section is marked (struck through, undoable, left out of the save); a
     * new one is dropped, and the later ones move up a place.
     */
    removeSection(sectionId: string) {
      const section = state.sections[sectionId];
      if (!section) return;
      if (section.backendIndex !== undefined) {
        commit(updateSection(sectionId, (s) => ({ ...s, toBeDeleted: true })));
        return;
      }
      const gone = new Set(section.elementIds);
      commit({
        sectionIds: state.sectionIds.filter((id) => id !== sectionId),
        sections: without(state.sections, (id) => id === sectionId),
        elements: without(state.elements, (id) => gone.has(id)),
      });
    },
    restoreSection(sectionId: string) {
      commit(updateSection(sectionId, (s) => ({ ...s, toBeDeleted: false })));
    },

    /** Offered only while the section has more than one element (REQ-SECTION-7). */
    canRemoveElement(sectionId: string): boolean {
      const section = state.sections[sectionId];
      return section !== undefined && hasSeveralLive(section);
    },
    removeElement(sectionId: string, elementId: string) {
      const section = state.sections[sectionId];
      const element = state.elements[elementId];
      if (!section || !element || !hasSeveralLive(section)) return;
      if (element.backendIndex !== undefined) {
        commit(updateElement(elementId, (e) => ({ ...e, toBeDeleted: true })));
        return;
      }
      const elements = without(state.elements, (id) => id === elementId);
      commit({
        ...state,
        sections: {
          ...state.sections,
          [sectionId]: {
            ...section,
            elementIds: section.elementIds.filter((id) => id !== elementId),
          },
        },
        elements,
      });
    },
    restoreElement(elementId: string) {
      commit(updateElement(elementId, (e) => ({ ...e, toBeDeleted: false })));
    },

    /** Swaps with the neighbour above (-1) or below (+1). */
    moveSection(sectionId: string, delta: -1 | 1) {
      const index = state.sectionIds.indexOf(sectionId);
      const target = index + delta;
      if (index < 0 || target < 0 || target >= state.sectionIds.length) return;
      commit({ ...state, sectionIds: swap(state.sectionIds, index, target) });
    },
    /** The position dropdown (REQ-SECTION-7): 0-based target place. */
    moveSectionTo(sectionId: string, target: number) {
      const index = state.sectionIds.indexOf(sectionId);
      if (index < 0 || target < 0 || target >= state.sectionIds.length || target === index) return;
      commit({ ...state, sectionIds: moveTo(state.sectionIds, index, target) });
    },
    moveElement(sectionId: string, elementId: string, delta: -1 | 1) {
      const section = state.sections[sectionId];
      if (!section) return;
      const index = section.elementIds.indexOf(elementId);
      const target = index + delta;
      if (index < 0 || target < 0 || target >= section.elementIds.length) return;
      commit(
        updateSection(sectionId, (s) => ({ ...s, elementIds: swap(s.elementIds, index, target) })),
      );
    },

    /** REQ-SECTION-8: a type change resets the content to the new type's defaults. */
    changeType(elementId: string, type: ElementType) {
      commit(
        updateElement(elementId, (e) =>
          e.type === type ? e : { ...e, type, content: defaultElementContent(type) },
        ),
      );
    },
    toggleVisible(elementId: string) {
      commit(updateElement(elementId, (e) => ({ ...e, visible: !e.visible })));
    },
    /**
     * What the element's form holds now (its fields and content). Consecutive edits of the
     * same field are one undo step.
     */
    editElement(
      elementId: string,
      values: Omit<EditorElement, 'id' | 'backendIndex' | 'toBeDeleted'>,
      field?: string,
    ) {
      // the element's own fields only (its type and delete mark are kept): no other element's
      // header, and no section's, can read anything that changed, and whether an element
      // waits for a type is as it was (a keystroke does not scan the page again)
      const before = state;
      const next = updateElement(elementId, (e) => ({ ...e, ...values, type: e.type }));
      if (untyped?.state === before) untyped = { state: next, value: untyped.value };
      commit(next, field === undefined ? undefined : `${elementId}:${field}`, elementId);
    },
  };
}

/** A slice of the store; the component re-renders only when the selected value changes. */
export function useSectionsStore<T>(store: SectionsStore, select: (state: EditorState) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}

/**
 * A slice of one element's part of the store, for the element's own card: it is not asked
 * again when another element's fields change (see `subscribeElement`).
 */
export function useElementStore<T>(
  store: SectionsStore,
  elementId: string,
  select: (state: EditorState) => T,
): T {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeElement(elementId, listener),
    [store, elementId],
  );
  return useSyncExternalStore(
    subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}

/** Undo/redo availability and dirtiness, for the builder's own toolbar. */
export function useHistoryFlags(store: SectionsStore) {
  const canUndo = useSyncExternalStore(store.subscribe, store.canUndo, store.canUndo);
  const canRedo = useSyncExternalStore(store.subscribe, store.canRedo, store.canRedo);
  const dirty = useSyncExternalStore(store.subscribe, store.isDirty, store.isDirty);
  return { canUndo, canRedo, dirty };
}
