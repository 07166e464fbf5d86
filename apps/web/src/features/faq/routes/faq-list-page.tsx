import { faqPaths, pathTo } from '@backoffice/contract';
import type { Faq } from '@backoffice/contract/faq';
import { useTranslation } from 'react-i18next';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useResourceBulkActions } from '../../../shared/list-table/resource-bulk-actions';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useCan } from '../../../shared/permissions/use-can';
import { YesNoBadge } from '../../../shared/ui/yes-no-badge';
import { faqApi } from '../api/faq-api';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/faq` (REQ-FAQ-1): question (current language), position, active, homepage (the entry's
 * `isFeatured` flag, not the spec's constant "no": decision 0004), edit and remove. Filters:
 * search, active and homepage.
 */
export function FaqListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('faq.list.title'));
  const language = useContentLanguage();
  const list = useListUrlState();
  const faqs = faqApi.useList(list.apiQuery);
  const can = useCan();
  const deleteFaq = faqApi.useDelete();
  const restoreFaq = faqApi.useRestore();
  const confirmDelete = useConfirmedDelete({
    remove: (faq: Faq) => deleteFaq.mutateAsync(faq.id),
    undo: (faq) => restoreFaq.mutateAsync(faq.id),
    message: (faq) => t('faq.delete.message', { question: localized(faq.question, language) }),
    messages: recordToasts(t, 'faq').delete,
  });
  const bulkActions = useResourceBulkActions<Faq>(faqApi, {
    id: (faq) => faq.id,
    version: (faq) => faq.version,
    canDelete: can('admin:faq:delete'),
    flag: can('admin:faq:edit') ? { kind: 'active', isOn: (faq) => faq.active } : undefined,
  });

  const column = areaColumns(t, 'faq');

  const columns: ListColumn<Faq>[] = [
    {
      ...column('question'),
      sortKey: 'question',
      card: 'title',
      render: (faq) => localized(faq.question, language),
    },
    {
      ...column('position'),
      sortKey: 'position',
      card: 'key',
      width: 110,
      render: (faq) => faq.position,
    },
    {
      ...column('active'),
      sortKey: 'active',
      card: 'key',
      width: 110,
      render: (faq) => <YesNoBadge value={faq.active} />,
    },
    {
      ...column('homepage'),
      sortKey: 'isFeatured',
      width: 140,
      render: (faq) => <YesNoBadge value={faq.isFeatured} />,
    },
  ];

  return (
    <ListTable
      title={t('faq.list.title')}
      state={list}
      result={faqs}
      columns={columns}
      rowKey={(faq) => faq.id}
      rowLabel={(faq) => localized(faq.question, language)}
      filters={{
        search: { label: t('list.search'), placeholder: t('faq.list.searchPlaceholder') },
        active: { label: t('faq.fields.active') },
        isFeatured: { label: t('faq.list.homepage') },
      }}
      createPath={can(faqPaths.routes.create.permission) ? faqPaths.routes.create.path : undefined}
      createLabel={t('faq.list.create')}
      editPath={
        can(faqPaths.routes.record.permission)
          ? (faq) => pathTo(faqPaths.routes.record, faq.id)
          : undefined
      }
      onDelete={can('admin:faq:delete') ? confirmDelete : undefined}
      emptyMessage={t('faq.list.notFound')}
      exportPath={can('admin:faq:export') ? faqPaths.api : undefined}
      listId="faq"
      bulkActions={bulkActions}
    />
  );
}
