import type { MenuItem } from '@backoffice/contract';
import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListHeader } from '../../../shared/list-table/list-header';
import { ListLoadError, ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { usePermissions } from '../../../shared/permissions/use-permissions';
import { TableSkeleton } from '../../../shared/ui/table-skeleton';
import { useMenuTree } from '../api/get-menu-tree';
import { menuItemsApi } from '../api/menu-items-api';
import { MenuTreeView } from '../components/menu-tree-view';
import { MENU_ITEM_SCREEN_PERMISSIONS } from '../menu-item-screen-permissions';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

type MenuView = 'tree' | 'list';

/**
 * `/menu` (`001 §2 Menu items`): by default the header and footer trees; `?view=list` shows the
 * flat list with the generic table (search, menu filter, sorting, paging), state in the URL.
 */
export function MenuItemListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menuItems.list.title'));
  const language = useContentLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const view: MenuView = searchParams.get('view') === 'list' ? 'list' : 'tree';
  const list = useListUrlState();
  const tree = useMenuTree({ enabled: view === 'tree' });
  const items = menuItemsApi.useList(list.apiQuery, { enabled: view === 'list' });
  const { can, isChecked } = usePermissions('menu', MENU_ITEM_SCREEN_PERMISSIONS);
  const deleteMenuItem = menuItemsApi.useDelete();
  const confirmDelete = useConfirmedDelete({
    remove: (item: MenuItem) => deleteMenuItem.mutateAsync(item.id),
    message: (item) => t('menuItems.delete.message', { label: localized(item.label, language) }),
    successMessage: t('menuItems.toast.deleted'),
    errorMessage: t('menuItems.toast.deleteError'),
  });

  const createPath = can('admin:menu:create') ? '/menu/create' : undefined;
  const editPath = can('admin:menu:get') ? (item: MenuItem) => `/menu/${item.id}` : undefined;
  const onDelete = can('admin:menu:delete') ? confirmDelete : undefined;

  const viewSwitch = (
    <SegmentedControl
      aria-label={t('menuItems.list.view')}
      value={view}
      data={[
        { value: 'tree', label: t('menuItems.list.treeView') },
        { value: 'list', label: t('menuItems.list.listView') },
      ]}
      onChange={(next) => void navigate({ search: next === 'list' ? '?view=list' : '' })}
    />
  );

  if (view === 'list') {
    const columns: ListColumn<MenuItem>[] = [
      {
        key: 'position',
        header: t('menuItems.fields.position'),
        sortKey: 'position',
        width: 110,
        render: (item) => item.position,
      },
      {
        key: 'label',
        header: t('menuItems.fields.label'),
        sortKey: 'label',
        render: (item) => localized(item.label, language),
      },
      {
        key: 'url',
        header: t('menuItems.fields.url'),
        render: (item) => localized(item.url, language),
      },
      {
        key: 'codeName',
        header: t('menuItems.fields.codeName'),
        render: (item) => (item.codeName ? t(`menuItems.codeNames.${item.codeName}`) : '—'),
      },
    ];
    return (
      <ListTable
        actionsPending={!isChecked}
        title={t('menuItems.list.title')}
        headerExtra={viewSwitch}
        state={list}
        result={items}
        columns={columns}
        rowKey={(item) => item.id}
        rowLabel={(item) => localized(item.label, language)}
        filters={{
          search: { label: t('list.search'), placeholder: t('menuItems.list.searchPlaceholder') },
          codeName: {
            label: t('menuItems.fields.codeName'),
            choiceLabels: {
              header: t('menuItems.codeNames.header'),
              footer: t('menuItems.codeNames.footer'),
            },
          },
        }}
        createPath={createPath}
        createLabel={t('menuItems.list.create')}
        editPath={editPath}
        onDelete={onDelete}
        emptyMessage={t('menuItems.list.notFound')}
      />
    );
  }

  return (
    <Stack gap="md">
      <ListHeader
        title={t('menuItems.list.title')}
        onReload={() => void tree.refetch()}
        reloading={tree.isFetching && !tree.isPending}
        createPath={createPath}
        createLabel={t('menuItems.list.create')}
      >
        {viewSwitch}
      </ListHeader>
      {tree.isPending ? (
        <TableSkeleton />
      ) : tree.isError ? (
        <ListLoadError
          error={tree.error}
          onRetry={() => void tree.refetch()}
          onClear={() => void tree.refetch()}
          retrying={tree.isFetching}
        />
      ) : (
        <MenuTreeView tree={tree.data} editPath={editPath} onDelete={onDelete} />
      )}
    </Stack>
  );
}
