import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../shared/api/query-client';
import { navigate, Router, type AppRoute } from '../shared/navigation/router';
import { getLocation } from '../shared/navigation/history';
import { PathRoutes, type PathRoute } from '../shared/navigation/path-router';

export interface RenderOptions {
  queryClient?: QueryClient;
}

/** Renders `ui` inside the app's providers (Mantine in test mode: no transitions, no portals). */
export function renderWithProviders(
  ui: ReactNode,
  { queryClient = createQueryClient() }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <AppProviders env="test">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

export interface RenderRoutesOptions extends RenderOptions {
  initialPath: string;
}

/**
 * Renders a small route table inside the providers, at `initialPath` of the test's window.
 * `router` reads and moves the location as a test would (`router.state.location`, `navigate`).
 */
export function renderRoutes(routes: AppRoute[], { initialPath, ...options }: RenderRoutesOptions) {
  window.history.replaceState(null, '', initialPath);
  const router = {
    navigate,
    get state() {
      return { location: getLocation() };
    },
  };
  return { ...renderWithProviders(<Router routes={routes} />, options), router };
}

/** Renders the signed-out screens' route table (the path router) at `initialPath`. */
export function renderPathRoutes(
  routes: readonly PathRoute[],
  { initialPath, ...options }: RenderRoutesOptions,
) {
  window.history.replaceState(null, '', initialPath);
  return renderWithProviders(<PathRoutes routes={routes} fallback={<p>no route</p>} />, options);
}
