import { Box } from '@mantine/core';

/**
 * A label shown from 544 px up; below it the button is its icon (and keeps the name as
 * aria-label, with `px={{ base: 'xs', sm: 'md' }}`). An area's own toolbar buttons and the
 * row actions of a narrow table (`RowActions` `iconsOnPhone`) use it too.
 */
export function WideLabel({ children }: { children: string }) {
  return (
    <Box component="span" visibleFrom="sm">
      {children}
    </Box>
  );
}
