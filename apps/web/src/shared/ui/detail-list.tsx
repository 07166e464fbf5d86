import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * A record's read-only fields as label/value pairs (`<dl>`): one column on a phone, up to three
 * beside each other on a desktop. A value that is missing shows a dash, never an empty gap.
 */
export function DetailList({ items, cols = 3 }: { items: readonly DetailItem[]; cols?: number }) {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, xs: 2, md: cols }}
      spacing="md"
      verticalSpacing="sm"
      m={0}
    >
      {items.map((item) => (
        <Stack key={item.key} gap={2} miw={0}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value ?? '—'}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
