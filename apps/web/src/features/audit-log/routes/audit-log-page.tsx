import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditEntry,
  type Language,
  auditLogPaths,
} from '@backoffice/contract';
import { Anchor, Badge, Code, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { EmailText } from '../../../shared/ui/email-text';
import { useAuditLog } from '../api/list-audit-log';
import { AuditChange } from '../components/audit-change';
import { auditActionLabel, auditEntityLabel } from '../audit-actions';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';

export interface AuditLogPageProps {
  /** A field's label as its area's form shows it (the composition knows every area's texts). */
  fieldLabel?: (entityType: string, field: string) => string | undefined;
  /** The page of an entry's record, when the user may open it. */
  recordPath?: (entityType: string, entityId: string) => string | undefined;
}

/**
 * `/audit-log` (`admin:audit-log:list`, read-only): who changed what, when and from where,
 * with each change field by field (the raw before and after behind a toggle).
 */
export function AuditLogPage({ fieldLabel, recordPath }: AuditLogPageProps = {}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  useDocumentTitle(t('auditLog.title'));
  const list = useListUrlState();
  const entries = useAuditLog(list.apiQuery);
  const can = useCan();
  const entityLabel = (type: string) => auditEntityLabel(type, language);
  const actionLabel = (action: string) => auditActionLabel(action, language);

  const column = areaColumns(t, 'audit-log');

  const columns: ListColumn<AuditEntry>[] = [
    {
      ...column('createdAt'),
      sortKey: 'createdAt',
      card: 'key',
      width: 160,
      render: (entry) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.createdAt)}
        </Text>
      ),
    },
    {
      ...column('actorEmail'),
      sortKey: 'actorEmail',
      card: 'key',
      render: (entry) =>
        entry.actorEmail ? (
          <EmailText email={entry.actorEmail} />
        ) : (
          <Text span c="dimmed">
            {t('auditLog.system')}
          </Text>
        ),
    },
    {
      ...column('action'),
      sortKey: 'action',
      card: 'title',
      render: (entry) =>
        (AUDIT_ACTIONS as readonly string[]).includes(entry.action) ? (
          actionLabel(entry.action)
        ) : (
          <Code>{entry.action}</Code>
        ),
    },
    {
      ...column('entity'),
      card: 'key',
      render: (entry) => {
        // a deleted record has no page to open
        const path =
          entry.entityId && !entry.action.endsWith('.delete')
            ? recordPath?.(entry.entityType, entry.entityId)
            : undefined;
        const reference = entry.entityId ? `#${entry.entityId}` : null;
        return (
          <Group gap={6} wrap="nowrap">
            {/* never shrunk: in a narrow column (a long e-mail beside it) "Plik" read "P…";
                the reference wraps instead */}
            <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
              {entityLabel(entry.entityType)}
            </Badge>
            {path ? (
              <Anchor
                component={Link}
                to={path}
                size="sm"
                aria-label={`${t('auditLog.change.openRecord')}: ${entityLabel(entry.entityType)} ${reference ?? ''}`}
              >
                {reference}
              </Anchor>
            ) : reference ? (
              <Text size="sm">{reference}</Text>
            ) : null}
          </Group>
        );
      },
    },
    {
      ...column('ip'),
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
      rowLabel={(entry) => `${actionLabel(entry.action)} ${formatDateTime(entry.createdAt)}`}
      filters={{
        search: { label: t('list.search'), placeholder: t('auditLog.searchPlaceholder') },
        entityType: {
          label: t('auditLog.fields.entityType'),
          choiceLabels: Object.fromEntries(
            AUDIT_ENTITY_TYPES.map((type) => [type, entityLabel(type)]),
          ),
        },
        createdAt: { label: t('auditLog.fields.createdAt') },
      }}
      renderDetails={(entry) => (
        <>
          {entry.userAgent ? (
            <Text size="xs" c="dimmed" pt="xs" style={{ wordBreak: 'break-all' }}>
              {`${t('auditLog.fields.userAgent')}: ${entry.userAgent}`}
            </Text>
          ) : null}
          <AuditChange entry={entry} fieldLabel={fieldLabel} />
        </>
      )}
      emptyMessage={t('auditLog.notFound')}
      minWidth={860}
      exportPath={can('admin:audit-log:export') ? auditLogPaths.api : undefined}
      listId="auditLog"
    />
  );
}
