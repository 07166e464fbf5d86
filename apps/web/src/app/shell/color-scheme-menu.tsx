import { COLOR_SCHEMES, type ColorSchemePreference } from '@backoffice/contract';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeferredMenuProps } from '../../shared/ui/deferred';
import { SCHEME_ICONS } from './color-scheme-icons';

/** The colour-scheme menu itself: loaded after the first render (`shared/ui/deferred.tsx`). */
export default function ColorSchemeMenu({
  current,
  onChoose,
  trigger,
  defaultOpened,
}: {
  current: ColorSchemePreference;
  onChoose: (scheme: ColorSchemePreference) => void;
  trigger: ReactElement;
} & DeferredMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('colorScheme.label')}</Menu.Label>
        {COLOR_SCHEMES.map((scheme) => {
          const Icon = SCHEME_ICONS[scheme];
          return (
            <Menu.Item
              key={scheme}
              leftSection={<Icon size={16} />}
              rightSection={scheme === current ? <IconCheck size={14} /> : null}
              aria-current={scheme === current ? 'true' : undefined}
              onClick={() => onChoose(scheme)}
            >
              {t(`colorScheme.${scheme}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
