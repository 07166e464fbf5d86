import type { AuditEntry } from '@backoffice/contract';
import { Badge, Code, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useAuditLog } from '../api/list-audit-log';
import { AuditChange } from '../components/audit-change';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

const ENTITY_TYPES = ['faq', 'menu-item', 'user', 'role', 'permission'] as const;
type KnownEntityType = (typeof ENTITY_TYPES)[number];

function isKnownEntityType(value: string): value is KnownEntityType {
  return (ENTITY_TYPES as readonly string[]).includes(value);
}

/**
 * `/audit-log` (`admin:audit-log:list`, read-only): who changed what, when and from where,
 * with each change's before and after.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auditLog.title'));
  const list = useListUrlState();
  const entries = useAuditLog(list.apiQuery);
  const entityLabel = (type: string) =>
    isKnownEntityType(type) ? t(`auditLog.entityTypes.${type}`) : type;

  const columns: ListColumn<AuditEntry>[] = [
    {
      key: 'createdAt',
      header: t('auditLog.fields.createdAt'),
      sortKey: 'createdAt',
      width: 160,
      render: (entry) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.createdAt)}
        </Text>
      ),
    },
    {
      key: 'actorEmail',
      header: t('auditLog.fields.actorEmail'),
      sortKey: 'actorEmail',
      render: (entry) =>
        entry.actorEmail ?? (
          <Text span c="dimmed">
            {t('auditLog.system')}
          </Text>
        ),
    },
    {
      key: 'action',
      header: t('auditLog.fields.action'),
      sortKey: 'action',
      render: (entry) => <Code>{entry.action}</Code>,
    },
    {
      key: 'entity',
      header: t('auditLog.fields.entity'),
      render: (entry) => (
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" tt="none">
            {entityLabel(entry.entityType)}
          </Badge>
          {entry.entityId ? <Text size="sm">#{entry.entityId}</Text> : null}
        </Group>
      ),
    },
    {
      key: 'ip',
      header: t('auditLog.fields.ip'),
      render: (entry) => (
        <Text size="sm" ff="monospace">
          {entry.ip ?? '—'}
        </Text>
      ),
    },
  ];

  return (
    <ListTable
      title={t('auditLog.title')}
      state={list}
      result={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      rowLabel={(entry) => `${entry.action} ${formatDateTime(entry.createdAt)}`}
      filters={{
        search: { label: t('list.search'), placeholder: t('auditLog.searchPlaceholder') },
        entityType: {
          label: t('auditLog.fields.entityType'),
          choiceLabels: Object.fromEntries(ENTITY_TYPES.map((type) => [type, entityLabel(type)])),
        },
        createdAt: { label: t('auditLog.fields.createdAt') },
      }}
      renderDetails={(entry) => <AuditChange entry={entry} />}
      emptyMessage={t('auditLog.notFound')}
      minWidth={860}
    />
  );
}
