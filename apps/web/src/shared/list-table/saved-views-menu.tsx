import type { SavedView } from '@backoffice/contract';
import { Button, Menu } from '@mantine/core';
import { IconBookmark, IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../notifications/toast';
import { usePreference } from '../preferences/use-preference';
import { parseViews, viewQuery } from './saved-views';
import { parseListQuery, type ListUrlQuery } from './list-url-state';

// the dialog (Modal, focus trap) loads when it is first opened, not with every list
const SavedViewsDialog = lazy(() => import('./saved-views-dialog'));

const NO_VIEWS: SavedView[] = [];

export interface SavedViewsMenuProps {
  listId: string;
  query: ListUrlQuery;
  onPick: (query: ListUrlQuery) => void;
}

/**
 * "Views" (issue 19, like Payload's presets): the user's saved filters and order of this list;
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

  return (
    <>
      {/* no focus placeholder: a role=presentation child of role=menu fails axe */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} />}
            rightSection={<IconChevronDown size={14} />}
          >
            {t('list.views.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {views.length === 0 ? (
            <Menu.Label>{t('list.views.none')}</Menu.Label>
          ) : (
            views.map((view) => (
              <Menu.Item
                key={view.name}
                onClick={() => onPick(parseListQuery(view.query))}
                aria-current={view.query === current ? 'true' : undefined}
                fw={view.query === current ? 600 : undefined}
              >
                {view.name}
              </Menu.Item>
            ))
          )}
          <Menu.Divider />
          <Menu.Item onClick={() => setDialog('save')}>{t('list.views.save')}</Menu.Item>
          {views.length > 0 ? (
            <Menu.Item onClick={() => setDialog('manage')}>{t('list.views.manage')}</Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
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
