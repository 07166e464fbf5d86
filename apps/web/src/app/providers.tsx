import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { colorSchemeManager } from './color-scheme';
import { DeferredNotifications } from './deferred-notifications';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** `test` disables transitions and portals (component tests). */
  env?: 'default' | 'test';
}

/**
 * What every screen needs around it: theme, toasts, translations. Server state (TanStack
 * Query) is the signed-in app's own (`signed-in-router.tsx`).
 */
export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        colorSchemeManager={colorSchemeManager}
        env={env}
      >
        <DeferredNotifications />
        {/* ModalsProvider lives in the signed-in shell (app-layout.tsx): the sign-in screens
              have no dialogs, and Modal's focus-trap and scroll-lock code would weigh on the
              /login payload budget. */}
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
