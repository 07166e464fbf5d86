import { agreementsPaths, pathTo } from '@backoffice/contract';
import type { Agreement } from '@backoffice/contract/agreements';
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
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
import { agreementsApi, labelOf, useTypesAndTargets } from '../api/agreements-api';
import { AgreementPreview } from '../components/agreement-preview';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/agreements` (REQ-AGR-1): name, type, target, active, required and the text's
 * version; edit, remove with confirmation, add; a row opens to preview the agreement as the
 * investor sees it, in both languages.
 */
export function AgreementListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('agreements.list.title'));
  const language = useContentLanguage();
  const list = useListUrlState();
  const agreements = agreementsApi.useList(list.apiQuery);
  const vocabulary = useTypesAndTargets();
  const can = useCan();
  const deleteAgreement = agreementsApi.useDelete();
  const restoreAgreement = agreementsApi.useRestore();
  const confirmDelete = useConfirmedDelete({
    remove: (agreement: Agreement) => deleteAgreement.mutateAsync(agreement.id),
    undo: (agreement) => restoreAgreement.mutateAsync(agreement.id),
    message: (agreement) =>
      t('agreements.delete.message', { name: localized(agreement.name, language) }),
    messages: recordToasts(t, 'agreement').delete,
  });
  const bulkActions = useResourceBulkActions<Agreement>(agreementsApi, {
    id: (agreement) => agreement.id,
    version: (agreement) => agreement.version,
    canDelete: can('admin:agreement:delete'),
    flag: can('admin:agreement:edit')
      ? { kind: 'active', isOn: (agreement) => agreement.active }
      : undefined,
  });

  const column = areaColumns(t, 'agreement');

  const columns: ListColumn<Agreement>[] = [
    {
      ...column('name'),
      sortKey: 'name',
      card: 'title',
      render: (agreement) => localized(agreement.name, language),
    },
    {
      ...column('type'),
      sortKey: 'type',
      card: 'key',
      render: (agreement) => labelOf(vocabulary.data?.types, agreement.type),
    },
    {
      ...column('target'),
      sortKey: 'target',
      card: 'key',
      render: (agreement) => labelOf(vocabulary.data?.targets, agreement.target),
    },
    {
      ...column('active'),
      sortKey: 'active',
      card: 'key',
      width: 100,
      render: (agreement) => <YesNoBadge value={agreement.active} />,
    },
    {
      ...column('required'),
      sortKey: 'required',
      card: 'key',
      width: 110,
      render: (agreement) => <YesNoBadge value={agreement.required} />,
    },
    {
      ...column('contentVersion'),
      card: 'key',
      width: 90,
      render: (agreement) => (
        <Badge variant="outline" color="gray" tt="none">
          {`v${agreement.contentVersion}`}
        </Badge>
      ),
    },
  ];

  return (
    <ListTable
      title={t('agreements.list.title')}
      state={list}
      result={agreements}
      columns={columns}
      rowKey={(agreement) => agreement.id}
      rowLabel={(agreement) => localized(agreement.name, language)}
      filters={{
        search: { label: t('list.search'), placeholder: t('agreements.list.searchPlaceholder') },
        active: { label: t('agreements.fields.active') },
        required: { label: t('agreements.fields.required') },
      }}
      createPath={
        can(agreementsPaths.routes.create.permission)
          ? agreementsPaths.routes.create.path
          : undefined
      }
      createLabel={t('agreements.list.create')}
      editPath={
        can(agreementsPaths.routes.record.permission)
          ? (agreement) => pathTo(agreementsPaths.routes.record, agreement.id)
          : undefined
      }
      onDelete={can('admin:agreement:delete') ? confirmDelete : undefined}
      bulkActions={bulkActions}
      canDelete={(agreement) => agreement.acceptedCount === 0}
      renderDetails={(agreement) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('agreements.list.previewHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {(['pl', 'en'] as const).map((lang) => (
              <AgreementPreview
                key={lang}
                name={agreement.name}
                content={agreement.content}
                required={agreement.required}
                language={lang}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      emptyMessage={t('agreements.list.notFound')}
      exportPath={can('admin:agreement:export') ? agreementsPaths.api : undefined}
      listId="agreements"
    />
  );
}
