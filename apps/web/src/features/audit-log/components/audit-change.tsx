import { DELETED_WITH_KEY, type AuditEntry } from '@backoffice/contract';
import { Button, Code, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';

/**
 * Bookkeeping the staff never edit: the optimistic-concurrency counter and the timestamps the
 * database keeps (the entry's own time is the change's time), and the id (the record column
 * already names it).
 */
const HIDDEN_FIELDS = new Set(['version', 'updatedAt', 'createdAt', 'id']);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text in both languages (`{pl, en}`): shown as one value, not as two fields. */
function isTranslatable(value: unknown): value is { pl: unknown; en: unknown } {
  return isRecord(value) && Object.keys(value).sort().join() === 'en,pl';
}

/** Nested objects (not texts in both languages) become dotted fields: `investorData.bankName`. */
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (!isRecord(value)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && !isTranslatable(inner)) Object.assign(out, flatten(inner, path));
    else out[path] = inner;
  }
  return out;
}

export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields an entry changed, in the record's own order: every shown field of a created or
 * deleted record, only the differing ones of an edit; bookkeeping fields left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const a = flatten(before);
  const b = flatten(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((field) => !HIDDEN_FIELDS.has(field.split('.').pop() ?? field))
    .filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]))
    .map((field) => ({ field, before: a[field], after: b[field] }));
}

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '') {
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  }
  if (typeof value === 'boolean') return <>{value ? t('common.yes') : t('common.no')}</>;
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return <>{formatDateTime(value)}</>;
  if (isTranslatable(value)) {
    return (
      <Stack gap={2}>
        {(['pl', 'en'] as const).map((language) => (
          <Text key={language} size="sm" lang={language}>
            <Text span size="xs" fw={700} c="dimmed" mr={6}>
              {language.toUpperCase()}
            </Text>
            {typeof value[language] === 'string'
              ? value[language]
              : JSON.stringify(value[language])}
          </Text>
        ))}
      </Stack>
    );
  }
  if (typeof value === 'string' || typeof value === 'number') return <>{value}</>;
  return <>{JSON.stringify(value)}</>;
}

export interface AuditChangeProps {
  entry: AuditEntry;
  /** A field's label as the area's form shows it; undefined when the area has none. */
  fieldLabel?: (entityType: string, field: string) => string | undefined;
}

/**
 * One entry's change for staff: field by field, before → after, with the fields' own labels;
 * the raw before/after JSON stays one click away.
 */
export function AuditChange({ entry, fieldLabel }: AuditChangeProps) {
  const { t, i18n } = useTranslation();
  const [raw, setRaw] = useState(false);
  const { [DELETED_WITH_KEY]: deletedWith, ...before } = isRecord(entry.before)
    ? entry.before
    : { [DELETED_WITH_KEY]: undefined };
  const changes = auditChanges(isRecord(entry.before) ? before : entry.before, entry.after);
  const label = (field: string): string => {
    const own = fieldLabel?.(entry.entityType, field);
    if (own) return own;
    const last = field.split('.').pop() ?? field;
    const common = `auditLog.commonFields.${last}`;
    return i18n.exists(common) ? t(common as 'auditLog.commonFields.id') : field;
  };
  const rawId = `audit-raw-${entry.id}`;
  let deletedWithCell: ReactNode = null;
  if (Array.isArray(deletedWith) && deletedWith.length > 0) {
    deletedWithCell = t('auditLog.change.deletedWithCount', { count: deletedWith.length });
  }

  return (
    <Stack gap="sm" py="xs">
      {changes.length > 0 || deletedWithCell ? (
        <Table
          withTableBorder
          verticalSpacing={6}
          aria-label={`${t('auditLog.changedFields')}: #${entry.id}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="25%">{t('auditLog.change.field')}</Table.Th>
              <Table.Th>{t('auditLog.change.before')}</Table.Th>
              <Table.Th>{t('auditLog.change.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.field}>
                <Table.Th scope="row" fw={600}>
                  {label(change.field)}
                </Table.Th>
                <Table.Td>
                  <Value value={change.before} />
                </Table.Td>
                <Table.Td>
                  <Value value={change.after} />
                </Table.Td>
              </Table.Tr>
            ))}
            {deletedWithCell ? (
              <Table.Tr>
                <Table.Th scope="row" fw={600}>
                  {t('auditLog.change.deletedWith')}
                </Table.Th>
                <Table.Td>{deletedWithCell}</Table.Td>
                <Table.Td>
                  <Value value={null} />
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {t('auditLog.change.noChanges')}
        </Text>
      )}
      <Button
        variant="default"
        size="compact-sm"
        w="fit-content"
        aria-expanded={raw}
        aria-controls={rawId}
        onClick={() => setRaw((shown) => !shown)}
      >
        {raw ? t('auditLog.change.hideRaw') : t('auditLog.change.showRaw')}
      </Button>
      <div id={rawId}>
        {raw ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Snapshot label={t('auditLog.before')} value={entry.before} />
            <Snapshot label={t('auditLog.after')} value={entry.after} />
          </SimpleGrid>
        ) : null}
      </div>
    </Stack>
  );
}

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
