import type { ExportFormat } from '@backoffice/contract';
import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeferredMenuProps } from '../ui/deferred';

/** The export's format menu: loaded after the list's first render (`shared/ui/deferred.tsx`). */
export default function ExportFormatMenu({
  trigger,
  onPick,
  defaultOpened,
}: { trigger: ReactElement; onPick: (format: ExportFormat) => void } & DeferredMenuProps) {
  const { t } = useTranslation();
  return (
    // no focus placeholder: a role=presentation child of role=menu fails axe (aria-required-children)
    <Menu
      position="bottom-end"
      withinPortal
      withInitialFocusPlaceholder={false}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onPick('xlsx')}>{t('list.export.xlsx')}</Menu.Item>
        <Menu.Item onClick={() => onPick('csv')}>{t('list.export.csv')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
