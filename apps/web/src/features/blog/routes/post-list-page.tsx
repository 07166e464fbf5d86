import { blogPaths, pathTo } from '@backoffice/contract';
import type { BlogPost } from '@backoffice/contract/blog';
import { useTranslation } from 'react-i18next';
import { FileThumbnail } from '../../../shared/form/file-thumbnail';
import { formatDate } from '../../../shared/format/date-time';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useResourceBulkActions } from '../../../shared/list-table/resource-bulk-actions';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { YesNoBadge } from '../../../shared/ui/yes-no-badge';
import { postsApi } from '../api/blog-api';
import { BlogTabs } from '../components/blog-tabs';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/blog` (REQ-BLOG-1, Posts tab): thumbnail, title, slug, publishedAt (dd/MM/yyyy, Warsaw),
 * visible, edit and delete; search, visible and a published date range; sorting.
 */
export function PostListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('blog.list.title'));
  const language = useContentLanguage();
  const list = useListUrlState();
  const posts = postsApi.useList(list.apiQuery);
  const can = useCan();
  const deletePost = postsApi.useDelete();
  const restorePost = postsApi.useRestore();
  const confirmDelete = useConfirmedDelete({
    remove: (post: BlogPost) => deletePost.mutateAsync(post.id),
    undo: (post) => restorePost.mutateAsync(post.id),
    message: (post) => t('blog.delete.message', { title: localized(post.title, language) }),
    messages: recordToasts(t, 'blog-post').delete,
  });
  const bulkActions = useResourceBulkActions<BlogPost>(postsApi, {
    id: (post) => post.id,
    version: (post) => post.version,
    canDelete: can('admin:blog:delete'),
    flag: can('admin:blog:edit') ? { kind: 'visible', isOn: (post) => post.isVisible } : undefined,
  });

  const column = areaColumns(t, 'blog');

  const columns: ListColumn<BlogPost>[] = [
    {
      ...column('thumbnail'),
      width: 120,
      render: (post) =>
        post.image ? (
          <FileThumbnail
            file={post.image}
            alt={localized(post.title, language)}
            width={96}
            height={64}
          />
        ) : null,
    },
    {
      ...column('title'),
      sortKey: 'title',
      card: 'title',
      render: (post) => localized(post.title, language),
    },
    {
      ...column('slug'),
      card: 'key',
      render: (post) => localized(post.slug, language),
    },
    {
      ...column('publishedAt'),
      sortKey: 'publishedAt',
      card: 'key',
      width: 140,
      render: (post) => (post.publishedAt ? formatDate(post.publishedAt) : '—'),
    },
    {
      ...column('position'),
      sortKey: 'position',
      width: 110,
      render: (post) => post.position,
    },
    {
      ...column('isVisible'),
      card: 'key',
      width: 110,
      render: (post) => <YesNoBadge value={post.isVisible} />,
    },
  ];

  return (
    <>
      <BlogTabs current="posts" />
      <ListTable
        title={t('blog.list.title')}
        state={list}
        result={posts}
        columns={columns}
        rowKey={(post) => post.id}
        rowLabel={(post) => localized(post.title, language)}
        filters={{
          search: { label: t('list.search'), placeholder: t('blog.list.searchPlaceholder') },
          isVisible: { label: t('blog.fields.isVisible') },
          publishedAt: { label: t('blog.fields.publishedAt') },
        }}
        createPath={
          can(blogPaths.routes.create.permission) ? blogPaths.routes.create.path : undefined
        }
        createLabel={t('blog.list.create')}
        editPath={
          can(blogPaths.routes.record.permission)
            ? (post) => pathTo(blogPaths.routes.record, post.id)
            : undefined
        }
        onDelete={can('admin:blog:delete') ? confirmDelete : undefined}
        bulkActions={bulkActions}
        emptyMessage={t('blog.list.notFound')}
        exportPath={can('admin:blog:export') ? blogPaths.api : undefined}
        listId="blog"
      />
    </>
  );
}
