import type { CurrentUser } from '@backoffice/contract/auth';
import { ActionIcon, AppShell, Burger, Button, Group, Skeleton, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconKeyboard, IconLogout, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { ColorSchemeSwitch } from './color-scheme-switch';
import classes from './top-bar.module.css';

/** "Anna Nowak" as "AN": the top bar's name where the full one does not fit. */
function initials(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  const letter = (name: string) => name.trim().charAt(0).toLocaleUpperCase();
  return `${letter(user.firstName)}${letter(user.lastName)}` || '?';
}

export interface TopBarProps {
  user: CurrentUser | undefined;
  navOpened: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
  /** Ctrl+K's palette and `?`'s list, for those who do not know the keys. */
  onOpenPalette: () => void;
  onOpenShortcuts: () => void;
}

/**
 * REQ-SHELL-4: "Zalogowany:" + first and last name, a language switch and a logout button;
 * also the command palette, the shortcuts list and the colour scheme.
 */
export function TopBar({
  user,
  navOpened,
  onToggleNav,
  onLogout,
  onOpenPalette,
  onOpenShortcuts,
}: TopBarProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <AppShell.Header>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="lg"
            size="sm"
            aria-label={navOpened ? t('shell.closeNavigation') : t('shell.openNavigation')}
            aria-expanded={navOpened}
          />
          <Text
            component={Link}
            to="/"
            fw={700}
            size="lg"
            visibleFrom="md"
            className={classes.appName}
          >
            {t('shell.appName')}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap" miw={0}>
          {/* the name in full, or below md its initials: never cut to "Supe…" (REQ-FINLIST-4) */}
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <Text span c="dimmed" size="sm" className={classes.wideOnly}>
              {t('shell.signedInAs')}{' '}
            </Text>
            {user ? (
              // the user's own page (two-step sign-in), REQ-MFA-1
              <Text
                fw={700}
                size="sm"
                component={Link}
                to="/account"
                title={`${t('shell.myAccount')}: ${user.firstName} ${user.lastName}`}
                className={classes.accountLink}
              >
                <span className={classes.wideOnly}>{`${user.firstName} ${user.lastName}`}</span>
                <span className={classes.narrowOnly} aria-hidden>
                  {initials(user)}
                </span>
              </Text>
            ) : (
              <Skeleton component="span" display="inline-block" height={12} width={96} />
            )}
          </Text>
          <ActionIcon
            variant="default"
            size="md"
            onClick={onOpenPalette}
            visibleFrom="sm"
            aria-label={t('palette.open')}
            title={`${t('palette.open')} (Ctrl+K)`}
          >
            <IconSearch size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="md"
            onClick={onOpenShortcuts}
            visibleFrom="md"
            aria-label={t('shortcuts.open')}
            title={`${t('shortcuts.open')} (?)`}
          >
            <IconKeyboard size={16} />
          </ActionIcon>
          <LanguageSwitch onChanged={() => void queryClient.invalidateQueries()} />
          <ColorSchemeSwitch />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconLogout size={16} />}
            onClick={onLogout}
            visibleFrom="sm"
          >
            {t('shell.logout')}
          </Button>
          <ActionIcon
            variant="default"
            size="md"
            onClick={onLogout}
            hiddenFrom="sm"
            aria-label={t('shell.logout')}
          >
            <IconLogout size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
