import { AppShell, Progress } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useCurrentUser } from '../../shared/auth/current-user';
import { useLogout } from '../../shared/auth/use-logout';
import { useSplashScreen } from './api/get-splash-screen';
import { Sidebar } from './sidebar';
import { useSidebarMinimized } from './sidebar-state';
import { SplashScreen } from './splash-screen';
import { TopBar } from './top-bar';

/** `lg` of the theme: above 991 px the sidebar is always shown (`000 §9` mobile breakpoint). */
const DESKTOP_QUERY = '(min-width: 62em)';

function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The signed-in shell (`000 §2 Shell`): top bar, sidebar, splash, the page in the middle. */
export function AppLayout() {
  const [navOpened, nav] = useDisclosure(false);
  const [minimized, toggleMinimized] = useSidebarMinimized();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false });
  const user = useCurrentUser();
  const splashScreen = useSplashScreen();
  const logout = useLogout();
  const navigation = useNavigation();
  useScrollToTopOnNavigation();

  const { t } = useTranslation();
  const compact = isDesktop && minimized;
  return (
    // every dialog's close button needs a name (axe: button-name)
    <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': t('common.close') } }}>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: { base: 260, lg: minimized ? 68 : 260 },
          breakpoint: 'lg',
          collapsed: { mobile: !navOpened },
        }}
        padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
      >
        <TopBar user={user.data} navOpened={navOpened} onToggleNav={nav.toggle} onLogout={logout} />
        <Sidebar
          menu={splashScreen.data?.menu}
          menuLoading={splashScreen.isPending}
          compact={compact}
          hidden={!isDesktop && !navOpened}
          onToggleMinimized={toggleMinimized}
          onNavigate={nav.close}
          onLogout={logout}
        />
        <AppShell.Main>
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
          <Outlet />
        </AppShell.Main>
        {splashScreen.data ? <SplashScreen splash={splashScreen.data.splash} /> : null}
      </AppShell>
    </ModalsProvider>
  );
}
