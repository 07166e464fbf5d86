import { AppShell, Progress } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useCurrentUser } from '../../shared/auth/current-user';
import { useLogout } from '../../shared/auth/use-logout';
import { AppModals } from '../../shared/ui/app-modals';
import { useSplashScreen } from './api/get-splash-screen';
import classes from './app-shell.module.css';
import { ReauthDialog } from '../../features/auth/components/reauth-dialog';
import { EnrolmentGate } from './enrolment-gate';
import { KeyboardShortcuts, type ShellDialog } from './keyboard-shortcuts';
import { Sidebar } from './sidebar';
import { useSidebarMinimized } from './sidebar-state';
import { SplashScreen } from './splash-screen';
import { TopBar } from './top-bar';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/** `lg` of the theme: above 991 px the sidebar is always shown (REQ-SHELL-8 mobile breakpoint). */
const DESKTOP_QUERY = '(min-width: 62em)';

function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

const MAIN_ID = 'main-content';

/** WCAG 2.4.1: past the top bar and the menu, to the page's heading (or the page itself). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  const heading = main?.querySelector('h1');
  const target = heading ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * The signed-in shell (REQ-SHELL-3): skip link, top bar, sidebar, splash, the page in the
 * middle, and the keyboard shortcuts with their dialogs.
 */
export function AppLayout() {
  const [navOpened, nav] = useDisclosure(false);
  const [minimized, toggleMinimized] = useSidebarMinimized();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false });
  const user = useCurrentUser();
  const splashScreen = useSplashScreen();
  const logout = useLogout();
  const navigation = useNavigation();
  useScrollToTopOnNavigation();
  useFocusOnNavigation(MAIN_ID);
  const [dialog, setDialog] = useState<ShellDialog>(null);
  const openDialog = useCallback((next: ShellDialog) => setDialog(next), []);

  const { t } = useTranslation();
  const compact = isDesktop && minimized;
  return (
    <>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: { base: 260, lg: minimized ? 68 : 260 },
          breakpoint: 'lg',
          collapsed: { mobile: !navOpened },
        }}
        padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
      >
        <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skipToContent}>
          {t('skipLink')}
        </a>
        <TopBar
          user={user.data}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onLogout={logout}
          onOpenPalette={() => setDialog('palette')}
          onOpenShortcuts={() => setDialog('shortcuts')}
        />
        <Sidebar
          menu={splashScreen.data?.menu}
          menuLoading={splashScreen.isPending}
          compact={compact}
          hidden={!isDesktop && !navOpened}
          onToggleMinimized={toggleMinimized}
          onNavigate={nav.close}
          onLogout={logout}
        />
        <AppShell.Main id={MAIN_ID} className={classes.main}>
          {navigation.state !== 'idle' ? (
            <Progress
              value={100}
              animated
              size="xs"
              radius={0}
              pos="fixed"
              top={60}
              left={0}
              right={0}
              style={{ zIndex: 300 }}
              aria-hidden
            />
          ) : null}
          <EnrolmentGate>
            <Outlet />
          </EnrolmentGate>
        </AppShell.Main>
        {splashScreen.data ? <SplashScreen splash={splashScreen.data.splash} /> : null}
        <KeyboardShortcuts open={dialog} onOpen={openDialog} />
      </AppShell>
      <AppModals />
      <ReauthDialog />
    </>
  );
}
