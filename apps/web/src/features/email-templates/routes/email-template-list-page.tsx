import { emailTemplatesPaths, pathTo } from '@backoffice/contract';
import type { EmailTemplate } from '@backoffice/contract/email-templates';
import { useTranslation } from 'react-i18next';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { emailTemplatesApi } from '../api/email-templates-api';

/**
 * `/email-templates` (REQ-EMAIL-1): name and subject in the current language, an
 * edit link with `admin:email-template:get`, reload, and a message when there are none.
 */
export function EmailTemplateListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('emailTemplates.list.title'));
  const language = useContentLanguage();
  const list = useListUrlState();
  const templates = emailTemplatesApi.useList(list.apiQuery);
  const can = useCan();

  const column = areaColumns(t, 'email-template');

  const columns: ListColumn<EmailTemplate>[] = [
    {
      ...column('name'),
      sortKey: 'name',
      card: 'title',
      render: (template) => localized(template.name, language),
    },
    {
      ...column('subject'),
      card: 'key',
      render: (template) => localized(template.subject, language),
    },
  ];

  return (
    <ListTable
      title={t('emailTemplates.list.title')}
      state={list}
      result={templates}
      columns={columns}
      rowKey={(template) => template.id}
      rowLabel={(template) => localized(template.name, language)}
      filters={{
        search: {
          label: t('list.search'),
          placeholder: t('emailTemplates.list.searchPlaceholder'),
        },
      }}
      editPath={
        can(emailTemplatesPaths.routes.record.permission)
          ? (template) => pathTo(emailTemplatesPaths.routes.record, template.id)
          : undefined
      }
      emptyMessage={t('emailTemplates.list.notFound')}
      exportPath={can('admin:email-template:export') ? emailTemplatesPaths.api : undefined}
      listId="email-templates"
    />
  );
}
