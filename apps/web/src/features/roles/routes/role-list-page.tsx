import { rolesPaths, pathTo } from '@backoffice/contract';
import type { Role } from '@backoffice/contract/roles';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useCan } from '../../../shared/permissions/use-can';
import { rolesApi } from '../api/roles-api';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

/**
 * `/roles` (REQ-ROLE-1): id and name, an Edit link, Reload and Add; "not found roles" when
 * empty, an error banner when the list fails. A role is deleted from its editor.
 */
export function RoleListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('roles.list.title'));
  const list = useListUrlState();
  const roles = rolesApi.useList(list.apiQuery);
  const can = useCan();

  const column = areaColumns(t, 'role');

  const columns: ListColumn<Role>[] = [
    {
      ...column('id'),
      sortKey: 'id',
      card: 'key',
      width: 100,
      render: (role) => role.id,
    },
    {
      ...column('name'),
      sortKey: 'name',
      card: 'title',
      render: (role) => role.name,
    },
  ];

  return (
    <ListTable
      title={t('roles.list.title')}
      state={list}
      result={roles}
      columns={columns}
      rowKey={(role) => role.id}
      rowLabel={(role) => role.name}
      filters={{
        search: { label: t('list.search'), placeholder: t('roles.list.searchPlaceholder') },
      }}
      createPath={
        can(rolesPaths.routes.create.permission) ? rolesPaths.routes.create.path : undefined
      }
      createLabel={t('roles.list.create')}
      editPath={
        can(rolesPaths.routes.record.permission)
          ? (role) => pathTo(rolesPaths.routes.record, role.id)
          : undefined
      }
      emptyMessage={t('roles.list.notFound')}
      minWidth={480}
      exportPath={can('admin:role:export') ? rolesPaths.api : undefined}
      listId="roles"
    />
  );
}
