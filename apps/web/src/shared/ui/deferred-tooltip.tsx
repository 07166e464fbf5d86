import type { TooltipProps } from '@mantine/core';
import { deferred } from './deferred';

/**
 * Mantine's Tooltip, deferred (`deferred.tsx`): until its positioning code arrives the element
 * shows without one. Only for hints whose text the element also carries as its accessible name.
 */
export const DeferredTooltip = deferred<TooltipProps>(
  () => import('./tooltip'),
  ({ children }) => children,
);
