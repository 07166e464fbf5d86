import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../shared/api/query-client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

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
export function renderRoutes(
  routes: RouteObject[],
  { initialPath, ...options }: RenderRoutesOptions,
) {
  window.history.replaceState(null, '', initialPath);
  const router = createBrowserRouter(routes);
  return { ...renderWithProviders(<RouterProvider router={router} />, options), router };
}
