import type { SavedView } from '@backoffice/contract';
import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeferredMenuProps } from '../ui/deferred';

export interface SavedViewsDropdownProps {
  trigger: ReactElement;
  views: readonly SavedView[];
  /** the list's current view query: its view, if saved, is marked */
  current: string;
  onPick: (view: SavedView) => void;
  onSave: () => void;
  onManage: () => void;
}

/** The saved views' menu: loaded after the list's first render (`shared/ui/deferred.tsx`). */
export default function SavedViewsDropdown({
  trigger,
  views,
  current,
  onPick,
  onSave,
  onManage,
  defaultOpened,
}: SavedViewsDropdownProps & DeferredMenuProps) {
  const { t } = useTranslation();
  return (
    // no focus placeholder: a role=presentation child of role=menu fails axe
    <Menu
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {views.length === 0 ? (
          <Menu.Label>{t('list.views.none')}</Menu.Label>
        ) : (
          views.map((view) => (
            <Menu.Item
              key={view.name}
              onClick={() => onPick(view)}
              aria-current={view.query === current ? 'true' : undefined}
              fw={view.query === current ? 600 : undefined}
            >
              {view.name}
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Menu.Item onClick={onSave}>{t('list.views.save')}</Menu.Item>
        {views.length > 0 ? (
          <Menu.Item onClick={onManage}>{t('list.views.manage')}</Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
