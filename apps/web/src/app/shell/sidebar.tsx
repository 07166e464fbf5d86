import type { SidebarEntry } from '@backoffice/contract/auth';
import { AppShell, Badge, Divider, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconLayoutDashboard,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
} from '@tabler/icons-react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { translateSidebarTitle } from '../../shared/navigation/sidebar-title';
import { useSidebarCount } from '../../shared/navigation/sidebar-count';
import classes from './sidebar.module.css';
import { renderSidebarIcon } from './sidebar-icons';
import { DeferredTooltip } from '../../shared/ui/deferred-tooltip';

export interface SidebarProps {
  menu: readonly SidebarEntry[] | undefined;
  menuLoading: boolean;
  /** Desktop only: icons without labels. */
  compact: boolean;
  /** Mobile with the navbar closed: out of the accessibility tree and tab order. */
  hidden: boolean;
  onToggleMinimized: () => void;
  onNavigate: () => void;
  onLogout: () => void;
}

function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

const ICON_SIZE = 20;

interface SidebarLinkProps {
  href: string;
  label: string;
  icon: ReactElement;
  compact: boolean;
  onNavigate: () => void;
  /** the API path of the link's badge count (pending approvals) */
  countPath?: string | undefined;
}

function SidebarLink({ href, label, icon, compact, onNavigate, countPath }: SidebarLinkProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isActivePath(pathname, href);
  const count = useSidebarCount(countPath).data ?? 0;
  // the number is part of the link's name for screen readers: "Approvals, 3 waiting"
  const named = count > 0 ? t('shell.sidebarCount', { label, count }) : label;
  const link = (
    <NavLink
      component={Link}
      to={href}
      label={compact ? undefined : label}
      aria-label={compact || count > 0 ? named : undefined}
      rightSection={
        count > 0 && !compact ? (
          <Badge size="sm" circle={count < 10} color="red.8" aria-hidden data-sidebar-count>
            {count}
          </Badge>
        ) : undefined
      }
      aria-current={active ? 'page' : undefined}
      leftSection={icon}
      active={active}
      onClick={onNavigate}
      className={compact ? classes.compactItem : undefined}
    />
  );
  return compact ? (
    <DeferredTooltip label={named} position="right" withArrow openDelay={50} closeDelay={100}>
      {link}
    </DeferredTooltip>
  ) : (
    link
  );
}

function renderEntry(
  entry: SidebarEntry,
  index: number,
  compact: boolean,
  onNavigate: () => void,
  t: ReturnType<typeof useTranslation>['t'],
): ReactNode {
  switch (entry.type) {
    case 'section':
      return compact ? (
        <Divider key={`section-${index}`} my={6} />
      ) : (
        <Text
          key={`section-${index}`}
          className={classes.sectionTitle}
          role="heading"
          aria-level={2}
        >
          {translateSidebarTitle(t, entry.title)}
        </Text>
      );
    case 'link':
      return (
        <SidebarLink
          key={`link-${entry.href}`}
          href={entry.href}
          label={translateSidebarTitle(t, entry.title)}
          icon={renderSidebarIcon(entry.icon, ICON_SIZE)}
          compact={compact}
          onNavigate={onNavigate}
          countPath={entry.count}
        />
      );
    // the server sends no submenus (modules/access/sidebar.ts): nothing to draw for one
    default:
      return null;
  }
}

/** REQ-SHELL-3: Dashboard first, then the server's menu; logout in the menu up to 991 px. */
export function Sidebar({
  menu,
  menuLoading,
  compact,
  hidden,
  onToggleMinimized,
  onNavigate,
  onLogout,
}: SidebarProps) {
  const { t } = useTranslation();
  return (
    <AppShell.Navbar
      aria-label={t('shell.mainNavigation')}
      aria-hidden={hidden || undefined}
      inert={hidden}
      p={compact ? 6 : 'xs'}
      className={classes.navbar}
    >
      {/* the browser's own scrolling, not Mantine's ScrollArea: that one measures the layout
          as it mounts (a forced reflow of the whole first screen, ~30 ms on /users) */}
      <AppShell.Section grow className={classes.menu}>
        <Stack gap={2}>
          <SidebarLink
            href="/"
            label={t('menu.dashboard')}
            icon={<IconLayoutDashboard size={ICON_SIZE} stroke={1.6} />}
            compact={compact}
            onNavigate={onNavigate}
          />
          {menuLoading
            ? [0, 1, 2, 3].map((key) => <Skeleton key={key} height={32} radius="sm" my={2} />)
            : menu?.map((entry, index) => renderEntry(entry, index, compact, onNavigate, t))}
        </Stack>
      </AppShell.Section>
      <AppShell.Section className={classes.footer}>
        <NavLink
          component="button"
          type="button"
          hiddenFrom="lg"
          label={t('shell.logout')}
          leftSection={<IconLogout size={ICON_SIZE} stroke={1.6} />}
          onClick={onLogout}
        />
        <NavLink
          component="button"
          type="button"
          visibleFrom="lg"
          label={compact ? undefined : t('shell.collapseSidebar')}
          aria-label={compact ? t('shell.expandSidebar') : undefined}
          aria-pressed={compact}
          className={compact ? classes.compactItem : undefined}
          leftSection={
            compact ? (
              <IconLayoutSidebarLeftExpand size={ICON_SIZE} stroke={1.6} />
            ) : (
              <IconLayoutSidebarLeftCollapse size={ICON_SIZE} stroke={1.6} />
            )
          }
          onClick={onToggleMinimized}
        />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
