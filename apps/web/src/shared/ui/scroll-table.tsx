import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is a named region in the
 * tab order, so a keyboard user can scroll a table that has no link or button of its own
 * (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </Table.ScrollContainer>
  );
}
