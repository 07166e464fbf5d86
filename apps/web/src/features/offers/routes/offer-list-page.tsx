import { offersPaths, pathTo } from '@backoffice/contract';
import type { OfferListItem } from '@backoffice/contract/offers';
import { Button } from '@mantine/core';
import { IconCopy, IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../shared/api/error-messages';
import { formatDate } from '../../../shared/format/date-time';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useResourceBulkActions } from '../../../shared/list-table/resource-bulk-actions';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { showToast } from '../../../shared/notifications/toast';
import { useCan } from '../../../shared/permissions/use-can';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { YesNoBadge } from '../../../shared/ui/yes-no-badge';
import { offersApi, useCloneOffer, useRevalidateOffers, useSeriesOptions } from '../api/offers-api';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/pages` (REQ-OFFER-1): position, title, slug, dates, open, visible; clone, edit,
 * remove per row; revalidate all, reload and create in the toolbar.
 */
export function OfferListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offers.list.title'));
  const navigate = useNavigate();
  const language = useContentLanguage();
  const list = useListUrlState();
  const offers = offersApi.useList(list.apiQuery);
  const can = useCan();
  const deleteOffer = offersApi.useDelete();
  const restoreOffer = offersApi.useRestore();
  const cloneOffer = useCloneOffer();
  const seriesOptions = useSeriesOptions();
  const revalidate = useRevalidateOffers();
  const confirmDelete = useConfirmedDelete({
    remove: (offer: OfferListItem) => deleteOffer.mutateAsync(offer.id),
    undo: (offer) => restoreOffer.mutateAsync(offer.id),
    message: (offer) => t('offers.delete.message', { title: localized(offer.title, language) }),
    messages: recordToasts(t, 'offer').delete,
  });
  const bulkActions = useResourceBulkActions<OfferListItem>(offersApi, {
    id: (offer) => offer.id,
    version: (offer) => offer.version,
    canDelete: can('admin:offer:delete'),
    flag: can('admin:offer:edit')
      ? { kind: 'visible', isOn: (offer) => offer.isVisible }
      : undefined,
  });
  const clone = (offer: OfferListItem) =>
    cloneOffer.mutateAsync(offer.id).then(
      ({ id }) => {
        showToast('success', t('offers.toast.cloned'));
        void navigate(`/pages/${id}/edit`);
      },
      (error: unknown) =>
        showToast('error', errorMessages(t, error).join(' '), t('offers.toast.cloneError')),
    );
  const revalidateAll = () =>
    openConfirmDialog({
      title: t('offers.list.revalidateAll'),
      message: t('offers.list.revalidateAllConfirm'),
      confirmLabel: t('offers.list.revalidateAll'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        revalidate.mutate(undefined, {
          onSuccess: (result) =>
            showToast(
              'success',
              result.outcome === 'skipped'
                ? t('offers.toast.revalidateSkipped')
                : t('offers.toast.revalidatedAll'),
            ),
          onError: (error: unknown) =>
            showToast(
              'error',
              errorMessages(t, error).join(' '),
              t('offers.toast.revalidateError'),
            ),
        }),
    });

  const column = areaColumns(t, 'offer');

  const columns: ListColumn<OfferListItem>[] = [
    {
      ...column('position'),
      sortKey: 'position',
      width: 100,
      render: (offer) => offer.position,
    },
    {
      ...column('title'),
      sortKey: 'title',
      card: 'title',
      render: (offer) => localized(offer.title, language),
    },
    {
      ...column('slug'),
      card: 'key',
      // beside the row selection the list would not fit 1280 px with the sidebar open
      // (docs/architecture.md, "Lists"): the column chooser has it, the search finds by it
      hiddenByDefault: true,
      render: (offer) => localized(offer.slug, language),
    },
    {
      ...column('investmentStart'),
      sortKey: 'investmentStart',
      card: 'key',
      width: 140,
      render: (offer) => formatDate(offer.investmentStart),
    },
    {
      ...column('investmentEnd'),
      sortKey: 'investmentEnd',
      width: 140,
      render: (offer) => formatDate(offer.investmentEnd),
    },
    {
      ...column('isOpen'),
      card: 'key',
      width: 100,
      render: (offer) => <YesNoBadge value={offer.isOpen} />,
    },
    {
      ...column('isVisible'),
      card: 'key',
      width: 100,
      render: (offer) => <YesNoBadge value={offer.isVisible} />,
    },
  ];
  return (
    <ListTable
      title={t('offers.list.title')}
      state={list}
      result={offers}
      columns={columns}
      rowKey={(offer) => offer.id}
      rowLabel={(offer) => localized(offer.title, language)}
      actionsMinWidth={260}
      extraActions={
        can('admin:offer:clone')
          ? (offer) => [
              {
                key: 'clone',
                text: t('offers.list.clone'),
                label: t('offers.list.cloneLabel', { title: localized(offer.title, language) }),
                icon: <IconCopy size={14} aria-hidden />,
                onClick: () => clone(offer),
              },
            ]
          : undefined
      }
      filters={{
        search: { label: t('list.search'), placeholder: t('offers.list.searchPlaceholder') },
        isOpen: { label: t('offers.fields.isOpen') },
        isVisible: { label: t('offers.fields.isVisible') },
        investmentStart: { label: t('offers.fields.investmentStart') },
        investmentEnd: { label: t('offers.fields.investmentEnd') },
        // picked by name; left out when the series cannot be read (no permission for them)
        ...(seriesOptions.data
          ? {
              series: {
                label: t('offers.fields.series'),
                options: seriesOptions.data.map((s) => ({ value: String(s.id), label: s.name })),
              },
            }
          : {}),
      }}
      headerExtra={
        can('admin:offer:revalidate') ? (
          <Button
            variant="default"
            leftSection={<IconWorldUpload size={16} aria-hidden />}
            loading={revalidate.isPending}
            onClick={revalidateAll}
          >
            {t('offers.list.revalidateAll')}
          </Button>
        ) : undefined
      }
      // seven columns and a 260 px actions column (REQ-OFFER-1), titles and slugs wrapping: below
      // this the table scrolls sideways under the pinned actions instead of squeezing the dates
      minWidth={900}
      createPath={
        can(offersPaths.routes.create.permission) ? offersPaths.routes.create.path : undefined
      }
      createLabel={t('offers.list.create')}
      editPath={
        can(offersPaths.routes.record.permission)
          ? (offer) => pathTo(offersPaths.routes.record, offer.id)
          : undefined
      }
      onDelete={can('admin:offer:delete') ? confirmDelete : undefined}
      bulkActions={bulkActions}
      emptyMessage={t('offers.list.notFound')}
      exportPath={can('admin:offer:export') ? offersPaths.api : undefined}
      listId="offers"
    />
  );
}
