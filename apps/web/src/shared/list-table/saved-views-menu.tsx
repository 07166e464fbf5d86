import type { SavedView } from '@backoffice/contract';
import { Button } from '@mantine/core';
import { IconBookmark, IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../notifications/toast';
import { usePreference } from '../preferences/use-preference';
import { DeferredMenu } from '../ui/deferred';
import { parseViews, viewQuery } from './saved-views';
import { parseListQuery, type ListUrlQuery } from './list-url-state';

// the dialog (Modal, focus trap) loads when it is first opened, not with every list; the menu
// (Mantine's Menu, floating-ui) after the list's first frame
const SavedViewsDialog = lazy(() => import('./saved-views-dialog'));
const SavedViewsDropdown = lazy(() => import('./saved-views-dropdown'));

const NO_VIEWS: SavedView[] = [];

export interface SavedViewsMenuProps {
  listId: string;
  query: ListUrlQuery;
  onPick: (query: ListUrlQuery) => void;
}

/**
 * "Views" (REQ-VIEWS-1, like Payload's presets): the user's saved filters and order of this list;
 * pick one to open it, save the current one under a name, rename or delete them.
 */
export function SavedViewsMenu({ listId, query, onPick }: SavedViewsMenuProps) {
  const { t } = useTranslation();
  const [views, setViews] = usePreference<SavedView[]>(
    `savedViews.${listId}`,
    NO_VIEWS,
    parseViews,
  );
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const current = viewQuery(query);
  const trigger = (onClick?: () => void) => (
    <Button
      variant="default"
      leftSection={<IconBookmark size={16} />}
      rightSection={<IconChevronDown size={14} />}
      onClick={onClick}
    >
      {t('list.views.button')}
    </Button>
  );

  return (
    <>
      <DeferredMenu
        Real={SavedViewsDropdown}
        props={{
          trigger: trigger(),
          views,
          current,
          onPick: (view: SavedView) => onPick(parseListQuery(view.query)),
          onSave: () => setDialog('save'),
          onManage: () => setDialog('manage'),
        }}
        trigger={trigger}
      />
      {dialog ? (
        <Suspense fallback={null}>
          <SavedViewsDialog
            mode={dialog}
            views={views}
            currentQuery={current}
            onClose={() => setDialog(null)}
            onSubmit={(next, savedName) => {
              setViews(next);
              setDialog(null);
              showToast(
                'success',
                savedName ? t('list.views.saved', { name: savedName }) : t('list.views.updated'),
              );
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
