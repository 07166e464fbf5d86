import { defaultElementContent } from '@backoffice/contract';
import type { Offer } from '@backoffice/contract/offers';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  createSectionsStore,
  fromSections,
  hasUntypedElement,
  toPayload,
} from './store';

/** A stored offer's sections: two sections, the first with a text and a map element. */
function stored(): Offer['sections'] {
  const element = (backendIndex: number, position: number, type: 'text' | 'map') => ({
    backendIndex,
    position,
    type,
    title: { pl: `E${backendIndex}`, en: '' },
    grid: { desktop: 12, tablet: 12, mobile: 12 },
    userMustBeLoggedIn: false,
    userMustInvest: false,
    visible: true,
    cssClasses: [],
    elementId: '',
    content: defaultElementContent(type) as Record<string, unknown>,
  });
  return [
    { backendIndex: 10, position: 1, elements: [element(100, 1, 'text'), element(101, 2, 'map')] },
    { backendIndex: 11, position: 2, elements: [element(102, 1, 'text')] },
  ];
}

const ids = (store: ReturnType<typeof createSectionsStore>) => {
  const state = store.getState();
  return state.sectionIds.map((s) => state.sections[s]?.elementIds ?? []);
};
const element = (store: ReturnType<typeof createSectionsStore>, id: string) => {
  const found = store.getState().elements[id];
  if (!found) throw new Error(`no element ${id}`);
  return found;
};

describe('the sections store', () => {
  it('adds a section last with one empty element: visible, 12/12/12, no type', () => {
    const store = createSectionsStore(fromSections(stored()));
    const sectionId = store.addSection();
    const state = store.getState();
    expect(state.sectionIds.at(-1)).toBe(sectionId);
    const [elementId] = state.sections[sectionId]?.elementIds ?? [];
    expect(element(store, elementId ?? '')).toMatchObject({
      type: null,
      content: null,
      visible: true,
      grid: { desktop: 12, tablet: 12, mobile: 12 },
      toBeDeleted: false,
    });
    // save waits for a type (REQ-SECTION-2)
    expect(hasUntypedElement(store.getState())).toBe(true);
    store.changeType(elementId ?? '', 'counter');
    expect(hasUntypedElement(store.getState())).toBe(false);
    expect(element(store, elementId ?? '').content).toEqual(defaultElementContent('counter'));
  });

  it('a type change resets the content to the new type’s defaults', () => {
    const store = createSectionsStore(fromSections(stored()));
    const [[first]] = ids(store) as [[string]];
    store.editElement(first, {
      ...element(store, first),
      content: { content: { pl: '<p>typed</p>', en: '' } },
    });
    store.changeType(first, 'table');
    expect(element(store, first).type).toBe('table');
    expect(element(store, first).content).toEqual(defaultElementContent('table'));
  });

  it('marks a saved element for deletion, leaves it out of the payload, and restores it', () => {
    const store = createSectionsStore(fromSections(stored()));
    const [[first, second]] = ids(store) as [[string, string]];
    const [sectionId] = store.getState().sectionIds as [string];
    store.removeElement(sectionId, second);
    expect(element(store, second).toBeDeleted).toBe(true);
    expect(toPayload(store.getState()).sections[0]?.elements.map((e) => e.backendIndex)).toEqual([
      100,
    ]);
    // the last live element of a section cannot go (REQ-SECTION-7)
    expect(store.canRemoveElement(sectionId)).toBe(false);
    store.removeElement(sectionId, first);
    expect(element(store, first).toBeDeleted).toBe(false);
    store.restoreElement(second);
    expect(toPayload(store.getState()).sections[0]?.elements.map((e) => e.backendIndex)).toEqual([
      100, 101,
    ]);
  });

  it('drops a new element at once and the payload renumbers what follows', () => {
    const store = createSectionsStore(fromSections(stored()));
    const [sectionId] = store.getState().sectionIds as [string];
    const added = store.addElement(sectionId) ?? '';
    store.changeType(added, 'text');
    store.moveElement(sectionId, added, -1);
    expect(toPayload(store.getState()).sections[0]?.elements.map((e) => e.backendIndex)).toEqual([
      100,
      undefined,
      101,
    ]);
    store.removeElement(sectionId, added);
    expect(store.getState().elements[added]).toBeUndefined();
    expect(ids(store)[0]).toHaveLength(2);
  });

  it('moves sections by arrows and by position, and leaves inner items marked `delete` out', () => {
    const store = createSectionsStore(fromSections(stored()));
    const [a, b] = store.getState().sectionIds as [string, string];
    const third = store.addSection();
    store.moveSectionTo(third, 0);
    expect(store.getState().sectionIds).toEqual([third, a, b]);
    store.moveSection(a, 1);
    expect(store.getState().sectionIds).toEqual([third, b, a]);
    const [[mapId]] = [ids(store)[2]?.slice(1) ?? []] as [[string]];
    store.editElement(mapId, {
      ...element(store, mapId),
      type: 'counter',
      content: {
        animationDuration: 1,
        elements: [
          {
            backendIndex: 1,
            countFrom: 0,
            countTo: 5,
            color: '#000000',
            prefix: '',
            label: { pl: 'a', en: '' },
          },
          {
            backendIndex: 2,
            delete: true,
            countFrom: 0,
            countTo: 9,
            color: '#000000',
            prefix: '',
            label: { pl: 'b', en: '' },
          },
        ],
      } as never,
    });
    const payload = toPayload(store.getState()).sections;
    expect(payload.map((s) => s.backendIndex)).toEqual([undefined, 11, 10]);
    const counter = payload[2]?.elements[1]?.content as { elements: { countTo: number }[] };
    expect(counter.elements.map((e) => e.countTo)).toEqual([5]);
  });

  it('undoes and redoes every action, structural ones included, typing as one step', () => {
    const store = createSectionsStore(fromSections(stored()));
    const start = store.getState();
    const [[first]] = ids(store) as [[string]];
    const typed = (text: string) =>
      store.editElement(
        first,
        { ...element(store, first), title: { pl: text, en: '' } },
        'title.pl',
      );
    typed('a');
    typed('ab');
    typed('abc');
    const section = store.addSection();
    expect(store.isDirty()).toBe(true);
    store.undo();
    expect(store.getState().sections[section]).toBeUndefined();
    expect(element(store, first).title.pl).toBe('abc');
    store.undo();
    // the three keystrokes were one step
    expect(store.getState()).toBe(start);
    expect(store.isDirty()).toBe(false);
    store.redo();
    expect(element(store, first).title.pl).toBe('abc');
    store.redo();
    expect(store.getState().sections[section]).toBeDefined();
    expect(store.canRedo()).toBe(false);
  });

  it('keeps a bounded history', () => {
    const store = createSectionsStore(fromSections(stored()));
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) store.addSection();
    let steps = 0;
    while (store.canUndo()) {
      store.undo();
      steps += 1;
    }
    expect(steps).toBe(HISTORY_LIMIT);
    expect(store.getState().sectionIds).toHaveLength(2 + 20);
  });

  it('maps a server error’s payload indexes to the element that was sent there', () => {
    const store = createSectionsStore(fromSections(stored()));
    const [sectionId] = store.getState().sectionIds as [string];
    const [, mapId] = ids(store)[0] as [string, string];
    store.removeElement(sectionId, ids(store)[0]?.[0] ?? '');
    // the text is marked, so the map is payload element 0 of section 0
    const { refs } = toPayload(store.getState());
    const first = store.applyServerErrors(
      [
        { code: 'OFFER:INVALID_ZOOM', context: 'offerSections.0.elements.0.content.zoom' },
        { code: 'OFFER:FIELD_IS_REQUIRED', context: 'data.offerSections.0.elements.0.title.pl' },
        { code: 'OFFER:SLUG_NOT_UNIQUE', context: 'slug.pl' },
      ],
      refs,
    );
    expect(first).toBe(mapId);
    const errors = store.errorsOf(mapId);
    expect(errors.get('content.zoom')).toBe('OFFER:INVALID_ZOOM');
    expect(errors.get('title.pl')).toBe('OFFER:FIELD_IS_REQUIRED');
    expect(errors.get('title')).toBe('OFFER:FIELD_IS_REQUIRED');
    expect(store.isExpanded(mapId)).toBe(true);
    expect(element(store, mapId).backendIndex).toBe(101);
  });

  it('tells an edit of one element to that element and the page, not to the other elements', () => {
    const store = createSectionsStore(fromSections(stored()));
    const [[a, b] = []] = ids(store);
    if (!a || !b) throw new Error('no elements');
    const calls = { page: 0, a: 0, b: 0 };
    store.subscribe(() => (calls.page += 1));
    store.subscribeElement(a, () => (calls.a += 1));
    const stopB = store.subscribeElement(b, () => (calls.b += 1));
    const { id: _id, backendIndex: _b, toBeDeleted: _d, ...values } = element(store, a);
    store.editElement(a, { ...values, title: { pl: 'New', en: '' } }, 'title.pl');
    expect(calls).toEqual({ page: 1, a: 1, b: 0 });
    // anything structural, and the history, tells every element
    store.undo();
    expect(calls).toEqual({ page: 2, a: 2, b: 1 });
    store.toggleVisible(a);
    expect(calls).toEqual({ page: 3, a: 3, b: 2 });
    stopB();
    store.undo();
    expect(calls).toEqual({ page: 4, a: 4, b: 2 });
  });
});
