import { permissionDescription, permissionsPaths, pathTo } from '@backoffice/contract';
import type { Permission } from '@backoffice/contract/roles';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../../shared/format/translatable';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useStandardBulkActions } from '../../../shared/list-table/standard-bulk-actions';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useCan } from '../../../shared/permissions/use-can';
import { permissionsApi } from '../api/permissions-api';

import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/permission` (REQ-PERMISSION-1): name, description, Edit and Remove (with confirmation;
 * not offered for the built-in ones, which routes name); the empty state offers Add.
 */
export function PermissionListPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  useDocumentTitle(t('permissions.list.title'));
  const list = useListUrlState();
  const permissions = permissionsApi.useList(list.apiQuery);
  const can = useCan();
  const deletePermission = permissionsApi.useDelete();
  const confirmDelete = useConfirmedDelete({
    remove: (permission: Permission) => deletePermission.mutateAsync(permission.id),
    message: (permission) => t('permissions.delete.message', { name: permission.name }),
    messages: recordToasts(t, 'permission').delete,
  });
  const bulkActions = useStandardBulkActions<Permission>({
    remove: can('admin:permission:delete')
      ? (permission) => deletePermission.mutateAsync(permission.id)
      : undefined,
    canRemove: (permission) => !permission.builtIn,
  });

  const column = areaColumns(t, 'permission');

  const columns: ListColumn<Permission>[] = [
    {
      ...column('name'),
      sortKey: 'name',
      card: 'title',
      width: '40%',
      render: (permission) => (
        <Group gap={6} wrap="nowrap">
          <Text fz={13} ff="monospace" style={{ wordBreak: 'break-all' }}>
            {permission.name}
          </Text>
          {permission.builtIn ? (
            <Badge variant="light" color="gray" tt="none" size="sm" style={{ flexShrink: 0 }}>
              {t('permissions.list.builtIn')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      ...column('description'),
      card: 'key',
      render: (permission) => {
        const description = permissionDescription(permission, language);
        return (
          <Text size="sm" c={description ? undefined : 'dimmed'}>
            {description || '—'}
          </Text>
        );
      },
    },
  ];

  return (
    <ListTable
      title={t('permissions.list.title')}
      state={list}
      result={permissions}
      columns={columns}
      rowKey={(permission) => permission.id}
      rowLabel={(permission) => permission.name}
      filters={{
        search: { label: t('list.search'), placeholder: t('permissions.list.searchPlaceholder') },
      }}
      createPath={
        can(permissionsPaths.routes.create.permission)
          ? permissionsPaths.routes.create.path
          : undefined
      }
      createLabel={t('permissions.list.create')}
      editPath={
        can(permissionsPaths.routes.record.permission)
          ? (permission) => pathTo(permissionsPaths.routes.record, permission.id)
          : undefined
      }
      onDelete={can('admin:permission:delete') ? confirmDelete : undefined}
      canDelete={(permission) => !permission.builtIn}
      emptyMessage={t('permissions.list.notFound')}
      exportPath={can('admin:permission:export') ? permissionsPaths.api : undefined}
      listId="permissions"
      bulkActions={bulkActions}
    />
  );
}
