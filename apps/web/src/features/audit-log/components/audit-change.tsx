import type { AuditEntry } from '@backoffice/contract';
import { Badge, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Snapshot({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} miw={0}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Text size="sm" c="dimmed">
          {t('auditLog.none')}
        </Text>
      ) : (
        <Code
          block
          style={{
            maxHeight: 360,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {JSON.stringify(value, null, 2)}
        </Code>
      )}
    </Stack>
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The top-level fields whose value differs between before and after (all of them on create/delete). */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = isRecord(before) ? before : {};
  const b = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .sort();
}

/** An entry's record before and after the change, as JSON side by side (stacked on phones). */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changed = changedFields(entry.before, entry.after);
  return (
    <Stack gap="sm" py="xs">
      {changed.length > 0 ? (
        <Group gap={6}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('auditLog.changedFields')}
          </Text>
          {changed.map((field) => (
            <Badge key={field} size="sm" variant="outline" tt="none">
              {field}
            </Badge>
          ))}
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Snapshot label={t('auditLog.before')} value={entry.before} />
        <Snapshot label={t('auditLog.after')} value={entry.after} />
      </SimpleGrid>
    </Stack>
  );
}
