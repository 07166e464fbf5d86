import { menuItemsPaths, pathTo } from '@backoffice/contract';
import type { MenuCodeName } from '@backoffice/contract';
import type { MenuItem, MenuTree, MenuTreeNode } from '@backoffice/contract/menu-items';
import { SegmentedControl, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListHeader } from '../../../shared/list-table/list-header';
import { ListLoadError, ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useStandardBulkActions } from '../../../shared/list-table/standard-bulk-actions';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useCan } from '../../../shared/permissions/use-can';
import { TableSkeleton } from '../../../shared/ui/table-skeleton';
import { menuTreeQueryOptions, useMenuTree } from '../api/get-menu-tree';
import { menuItemsApi } from '../api/menu-items-api';
import { MenuTreeView } from '../components/menu-tree-view';
import { flattenMenus, type FlatMenuNode } from '../menu-tree';

const MENU_RANK: Record<MenuCodeName, number> = { header: 0, footer: 1 };
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { recordToasts } from '../../../shared/notifications/record-toasts';

type MenuView = 'tree' | 'list';

/** How many items sit below `id` in the trees (children, their children, …). */
export function descendantCount(tree: MenuTree, id: number): number {
  const below = (node: MenuTreeNode): number =>
    node.children.reduce((sum, child) => sum + 1 + below(child), 0);
  const find = (nodes: MenuTreeNode[]): MenuTreeNode | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const found = find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  const node = find([...tree.header, ...tree.footer]);
  return node ? below(node) : 0;
}

/**
 * `/menu` (REQ-MENU-1): by default the header and footer trees; `?view=list` shows the
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
  // the list view reads the tree too: a child's menu and its parent's label are only there
  const tree = useMenuTree();
  const items = menuItemsApi.useList(list.apiQuery, { enabled: view === 'list' });
  const can = useCan();
  const queryClient = useQueryClient();
  const deleteMenuItem = menuItemsApi.useDelete();
  const restoreMenuItem = menuItemsApi.useRestore();
  const confirmDelete = useConfirmedDelete({
    remove: (item: MenuItem) => deleteMenuItem.mutateAsync(item.id),
    undo: (item) => restoreMenuItem.mutateAsync(item.id),
    // the dialog says how many sub-items go with it: counted in the current trees (the list
    // view pages through a flat list, so it asks for them too; fresh, not cached)
    message: async (item) => {
      const label = localized(item.label, language);
      const count = await queryClient
        .fetchQuery({ ...menuTreeQueryOptions(), staleTime: 0 })
        .then((trees) => descendantCount(trees, item.id))
        .catch(() => null);
      return count
        ? t('menuItems.delete.messageWithChildren', { label, count })
        : t('menuItems.delete.message', { label });
    },
    messages: recordToasts(t, 'menu-item').delete,
  });

  const createPath = can(menuItemsPaths.routes.create.permission)
    ? menuItemsPaths.routes.create.path
    : undefined;
  const editPath = can(menuItemsPaths.routes.record.permission)
    ? (item: MenuItem) => pathTo(menuItemsPaths.routes.record, item.id)
    : undefined;
  const onDelete = can('admin:menu:delete') ? confirmDelete : undefined;
  const bulkActions = useStandardBulkActions<MenuItem>({
    remove: can('admin:menu:delete') ? (item) => deleteMenuItem.mutateAsync(item.id) : undefined,
  });

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
    const nodes = new Map<number, FlatMenuNode>(
      (tree.data ? flattenMenus(tree.data) : []).map((flat) => [flat.node.id, flat]),
    );
    const menuOf = (item: MenuItem): MenuCodeName | undefined =>
      item.codeName ?? nodes.get(item.id)?.menu;
    const column = areaColumns(t, 'menu');
    const columns: ListColumn<MenuItem>[] = [
      {
        ...column('position'),
        sortKey: 'position',
        card: 'key',
        width: 110,
        render: (item) => item.position,
      },
      {
        ...column('label'),
        sortKey: 'label',
        card: 'title',
        render: (item) => localized(item.label, language),
      },
      {
        ...column('parent'),
        card: 'key',
        render: (item) => {
          const parent = item.parent === null ? undefined : nodes.get(item.parent)?.node;
          return parent ? localized(parent.label, language) : '—';
        },
      },
      {
        ...column('url'),
        render: (item) => localized(item.url, language),
      },
      {
        ...column('codeName'),
        card: 'key',
        // a child belongs to its root's menu
        render: (item) => {
          const menu = menuOf(item);
          return menu ? t(`menuItems.codeNames.${menu}`) : '—';
        },
      },
    ];
    return (
      <ListTable
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
        exportPath={can('admin:menu:export') ? menuItemsPaths.api : undefined}
        listId="menuItems"
        bulkActions={bulkActions}
        groupBy={(item) => {
          const menu = menuOf(item);
          return menu
            ? { key: menu, label: t(`menuItems.codeNames.${menu}`), rank: MENU_RANK[menu] }
            : { key: '', label: '—', rank: 2 };
        }}
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
