import type { Offer } from '@backoffice/contract/offers';
import { parseElementErrorPath } from '@backoffice/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../shared/api/api-request-error';
import type { OutsideState } from '../../../shared/form/form-frame';
import { useSearchParams } from 'react-router';
import { AddSectionButton, SectionsTab } from './sections-tab';
import {
  createSectionsStore,
  fromSections,
  toPayload,
  type SectionsStore,
  type PayloadElementRef,
  type SectionsPayload,
} from './store';
import { clearSectionsDraft, useSectionsDraft } from './use-sections-draft';

export type OfferTab = 'general' | 'sections';

/** The builder as the form frame sees it: unsaved changes, and "choose a type" blocking save. */
function builderOutside(store: SectionsStore, t: TFunction, sectionsOpen: boolean): OutsideState {
  return {
    subscribe: store.subscribe,
    dirty: store.isDirty,
    blocked: () => (store.hasUntyped() ? t('offers.sections.toolbar.untyped') : null),
    // in the Sections tab's own toolbar while that tab is open (sections-tab.tsx); on the
    // General tab the frame's notice says it
    showsBlocked: sectionsOpen,
    ownsError: (context) => parseElementErrorPath(context) !== null,
  };
}

/**
 * Everything the offer's create and edit pages need from the page builder: its store (loaded
 * from the offer, and again after each save or reload), the save payload, the form frame's
 * `outside` state (unsaved changes, "choose a type" blocking save, element errors shown on
 * their fields), the tab switch, and the toolbar's "Add section".
 */
export function useOfferSections({
  offerId,
  sections,
  storedAt,
  readOnly,
}: {
  offerId: number | 'new';
  /** the loaded offer's sections; a new identity (a save, a reload) reloads the builder */
  sections: Offer['sections'] | undefined;
  storedAt: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const [store] = useState(() => createSectionsStore(fromSections(sections ?? [])));
  // in the URL (`?tab=sections`): a reload, a shared link or a draft's recovery comes back to
  // the builder rather than to the General tab; replaced, so Back still leaves the offer
  const [params, setParams] = useSearchParams();
  const tab: OfferTab = params.get('tab') === 'sections' ? 'sections' : 'general';
  const setTab = useCallback(
    (next: OfferTab) =>
      setParams(
        (current) => {
          if (next === 'sections') current.set('tab', 'sections');
          else current.delete('tab');
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  const refs = useRef<PayloadElementRef[][]>([]);
  const loadedSections = useRef(sections);
  useEffect(() => {
    if (sections === loadedSections.current) return;
    loadedSections.current = sections;
    store.load(fromSections(sections ?? []));
  }, [sections, store]);
  const draft = useSectionsDraft(store, offerId, storedAt, readOnly);

  const outside = useMemo(() => builderOutside(store, t, tab === 'sections'), [store, t, tab]);

  return {
    store,
    tab,
    setTab,
    outside,
    /** `offerSections` for the save; remembers which element each payload index was */
    payload(): SectionsPayload {
      const built = toPayload(store.getState());
      refs.current = built.refs;
      return built.sections;
    },
    /** After a failed save: element errors onto their fields, the tab and the element shown. */
    showErrors(error: unknown) {
      if (!isApiRequestError(error)) return;
      // the section list scrolls to the first one once the tab shows it (`errorToShow`)
      if (store.applyServerErrors(error.errors, refs.current)) setTab('sections');
    },
    saved() {
      clearSectionsDraft(offerId);
    },
    toolbarButton: tab === 'sections' && !readOnly ? <AddSectionButton store={store} /> : null,
    panel:
      tab === 'sections' ? <SectionsTab store={store} readOnly={readOnly} draft={draft} /> : null,
    draftPending: draft.pending !== null,
  };
}
