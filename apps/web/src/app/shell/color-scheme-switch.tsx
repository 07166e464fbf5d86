import { COLOR_SCHEMES, type ColorSchemePreference } from '@backoffice/contract';
import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesQueryOptions } from '../../shared/preferences/preferences-api';
import { usePreference } from '../../shared/preferences/use-preference';
import { DeferredMenu } from '../../shared/ui/deferred';
import { SCHEME_ICONS } from './color-scheme-icons';

const ColorSchemeMenu = lazy(() => import('./color-scheme-menu'));

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
  const CurrentIcon = SCHEME_ICONS[current];
  const trigger = (onClick?: () => void) => (
    <ActionIcon
      variant="default"
      size="md"
      aria-label={`${t('colorScheme.label')}: ${t(`colorScheme.${current}`)}`}
      onClick={onClick}
    >
      <CurrentIcon size={16} />
    </ActionIcon>
  );
  return (
    <DeferredMenu
      Real={ColorSchemeMenu}
      props={{ current, onChoose: choose, trigger: trigger() }}
      trigger={trigger}
    />
  );
}
