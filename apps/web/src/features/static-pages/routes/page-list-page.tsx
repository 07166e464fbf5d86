import { pagesPaths, pathTo } from '@backoffice/contract';
import type { Page } from '@backoffice/contract/pages';
import { useTranslation } from 'react-i18next';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useResourceBulkActions } from '../../../shared/list-table/resource-bulk-actions';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { YesNoBadge } from '../../../shared/ui/yes-no-badge';
import { pagesApi } from '../api/pages-api';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/static-pages` (REQ-PAGE-1): title, slug, active, edit, and remove naming the page. */
export function PageListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staticPages.list.title'));
  const language = useContentLanguage();
  const list = useListUrlState();
  const pages = pagesApi.useList(list.apiQuery);
  const can = useCan();
  const deletePage = pagesApi.useDelete();
  const restorePage = pagesApi.useRestore();
  const confirmDelete = useConfirmedDelete({
    remove: (page: Page) => deletePage.mutateAsync(page.id),
    undo: (page) => restorePage.mutateAsync(page.id),
    // REQ-NOTIFY-3: "Are you sure you want to delete page {title}?"
    message: (page) => t('staticPages.delete.message', { title: localized(page.title, language) }),
    messages: recordToasts(t, 'page').delete,
  });
  const bulkActions = useResourceBulkActions<Page>(pagesApi, {
    id: (page) => page.id,
    version: (page) => page.version,
    canDelete: can('admin:page:delete'),
    flag: can('admin:page:edit') ? { kind: 'active', isOn: (page) => page.active } : undefined,
  });

  const column = areaColumns(t, 'page');

  const columns: ListColumn<Page>[] = [
    {
      ...column('title'),
      sortKey: 'title',
      card: 'title',
      render: (page) => localized(page.title, language),
    },
    {
      ...column('slug'),
      sortKey: 'slug',
      card: 'key',
      render: (page) => localized(page.slug, language),
    },
    {
      ...column('active'),
      sortKey: 'active',
      card: 'key',
      width: 110,
      render: (page) => <YesNoBadge value={page.active} />,
    },
  ];

  return (
    <ListTable
      title={t('staticPages.list.title')}
      state={list}
      result={pages}
      columns={columns}
      rowKey={(page) => page.id}
      rowLabel={(page) => localized(page.title, language)}
      filters={{
        search: { label: t('list.search'), placeholder: t('staticPages.list.searchPlaceholder') },
        active: { label: t('staticPages.fields.active') },
      }}
      createPath={
        can(pagesPaths.routes.create.permission) ? pagesPaths.routes.create.path : undefined
      }
      createLabel={t('staticPages.list.create')}
      editPath={
        can(pagesPaths.routes.record.permission)
          ? (page) => pathTo(pagesPaths.routes.record, page.id)
          : undefined
      }
      onDelete={can('admin:page:delete') ? confirmDelete : undefined}
      bulkActions={bulkActions}
      emptyMessage={t('staticPages.list.notFound')}
      exportPath={can('admin:page:export') ? pagesPaths.api : undefined}
      listId="static-pages"
    />
  );
}
