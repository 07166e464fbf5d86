// The lazy half of `deferred-tooltip.tsx`: a module of its own, so the import pulls just Tooltip.
export { Tooltip as default } from '@mantine/core';
