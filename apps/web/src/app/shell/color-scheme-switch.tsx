import { COLOR_SCHEMES, type ColorSchemePreference } from '@backoffice/contract';
import { ActionIcon, Menu, useMantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesQueryOptions } from '../../shared/preferences/preferences-api';
import { usePreference } from '../../shared/preferences/use-preference';

const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

const parseScheme = (raw: unknown): ColorSchemePreference | undefined =>
  COLOR_SCHEMES.find((scheme) => scheme === raw);

/**
 * Light / dark / system, stored per user on the server. Mantine applies it (and caches it in
 * this browser for the next first paint); when the user's stored choice arrives it wins over
 * whatever this browser last showed (another user may have signed in here before).
 */
export function ColorSchemeSwitch() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [preference, setPreference] = usePreference<ColorSchemePreference>(
    'colorScheme',
    'light',
    parseScheme,
  );
  const loaded = useQuery(preferencesQueryOptions()).isSuccess;
  useEffect(() => {
    if (loaded && preference !== colorScheme) setColorScheme(preference);
    // only when the stored choice changes: a local change goes through both at once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, preference]);

  const choose = (scheme: ColorSchemePreference) => {
    setColorScheme(scheme);
    setPreference(scheme);
  };
  const current = parseScheme(colorScheme) ?? 'light';
  const CurrentIcon = ICONS[current];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="md"
          aria-label={`${t('colorScheme.label')}: ${t(`colorScheme.${current}`)}`}
        >
          <CurrentIcon size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('colorScheme.label')}</Menu.Label>
        {COLOR_SCHEMES.map((scheme) => {
          const Icon = ICONS[scheme];
          return (
            <Menu.Item
              key={scheme}
              leftSection={<Icon size={16} />}
              rightSection={scheme === current ? <IconCheck size={14} /> : null}
              aria-current={scheme === current ? 'true' : undefined}
              onClick={() => choose(scheme)}
            >
              {t(`colorScheme.${scheme}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
