import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A button inside a toast (e.g. "Undo" after a delete). */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** The toast's message with its action button beside it; pressing it also closes the toast. */
export function withAction(message: string, action: ToastAction, hide: () => void): ReactNode {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" span>
        {message}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => {
          hide();
          action.onClick();
        }}
      >
        {action.label}
      </Button>
    </Group>
  );
}
