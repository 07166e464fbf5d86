import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export interface ErrorAlertProps {
  messages: readonly string[];
  title?: string;
}

/** Server errors listed above a form; renders nothing when there are none. */
export function ErrorAlert({ messages, title }: ErrorAlertProps) {
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title}
      icon={<IconAlertCircle size={18} />}
    >
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm" spacing={2}>
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
