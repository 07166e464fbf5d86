import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { DeferredNotifications } from './deferred-notifications';
import { theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** `test` disables transitions and portals (component tests). */
  env?: 'default' | 'test';
}

/** Everything a screen needs around it: theme, toasts, server state, translations. */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
          <DeferredNotifications />
          {/* ModalsProvider lives in the signed-in shell (app-layout.tsx): the sign-in screens
              have no dialogs, and Modal's focus-trap and scroll-lock code would weigh on the
              /login payload budget. */}
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
