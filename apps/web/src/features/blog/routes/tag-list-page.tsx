import { tagsPaths, pathTo } from '@backoffice/contract';
import type { BlogTag } from '@backoffice/contract/blog';
import { useTranslation } from 'react-i18next';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useResourceBulkActions } from '../../../shared/list-table/resource-bulk-actions';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { tagsApi } from '../api/blog-api';
import { BlogTabs } from '../components/blog-tabs';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/blog/tags` (REQ-BLOG-4, Tags tab): Polish and English name, edit, delete. */
export function TagListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('blog.tags.title'));
  const language = useContentLanguage();
  const list = useListUrlState();
  const tags = tagsApi.useList(list.apiQuery);
  const can = useCan();
  const deleteTag = tagsApi.useDelete();
  const restoreTag = tagsApi.useRestore();
  const confirmDelete = useConfirmedDelete({
    remove: (tag: BlogTag) => deleteTag.mutateAsync(tag.id),
    undo: (tag) => restoreTag.mutateAsync(tag.id),
    // a tag in use says how many posts lose it
    message: (tag) =>
      tag.postCount > 0
        ? t('blog.tags.deleteUsed', { name: localized(tag.name, language), count: tag.postCount })
        : t('blog.tags.delete', { name: localized(tag.name, language) }),
    messages: recordToasts(t, 'blog-tag').delete,
  });
  const bulkActions = useResourceBulkActions<BlogTag>(tagsApi, {
    id: (tag) => tag.id,
    version: (tag) => tag.version,
    canDelete: can('admin:tags:delete'),
  });

  const column = areaColumns(t, 'tags');

  const columns: ListColumn<BlogTag>[] = [
    {
      ...column('namePl'),
      sortKey: 'namePl',
      card: 'title',
      render: (tag) => tag.name.pl,
    },
    {
      ...column('nameEn'),
      sortKey: 'nameEn',
      card: 'key',
      render: (tag) => tag.name.en,
    },
    {
      ...column('postCount'),
      card: 'key',
      width: 110,
      render: (tag) => tag.postCount,
    },
  ];

  return (
    <>
      <BlogTabs current="tags" />
      <ListTable
        title={t('blog.tags.title')}
        state={list}
        result={tags}
        columns={columns}
        rowKey={(tag) => tag.id}
        rowLabel={(tag) => localized(tag.name, language)}
        filters={{
          search: { label: t('list.search'), placeholder: t('blog.tags.searchPlaceholder') },
        }}
        createPath={
          can(tagsPaths.routes.create.permission) ? tagsPaths.routes.create.path : undefined
        }
        createLabel={t('blog.tags.create')}
        editPath={
          can(tagsPaths.routes.record.permission)
            ? (tag) => pathTo(tagsPaths.routes.record, tag.id)
            : undefined
        }
        onDelete={can('admin:tags:delete') ? confirmDelete : undefined}
        bulkActions={bulkActions}
        emptyMessage={t('blog.tags.notFound')}
        exportPath={can('admin:tags:export') ? tagsPaths.api : undefined}
        listId="tags"
      />
    </>
  );
}
