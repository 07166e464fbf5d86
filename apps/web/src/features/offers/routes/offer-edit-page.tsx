import { offerInputSchema } from '@backoffice/contract/offers';
import { Box, Button } from '@mantine/core';
import { IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../shared/api/error-messages';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { showToast } from '../../../shared/notifications/toast';
import { useCan } from '../../../shared/permissions/use-can';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { offersApi, useRevalidateOffers } from '../api/offers-api';
import { OfferGeneralFields, OfferTabs, toOfferInput } from '../components/offer-fields';
import { useOfferSections } from '../sections/use-offer-sections';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/pages/:id/edit` (`admin:offer:get`): view mode without `admin:offer:edit` (every control
 * disabled; add, remove and reorder hidden). Save refreshes the form; save and back goes to the list.
 */
export function OfferEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const offer = offersApi.useOne(id);
  const updateOffer = offersApi.useUpdate(id);
  const revalidate = useRevalidateOffers();
  const can = useCan();
  const readOnly = !can('admin:offer:edit');
  const sections = useOfferSections({
    offerId: id,
    sections: offer.data?.sections,
    storedAt: offer.data ? Date.parse(offer.data.updatedAt) : 0,
    readOnly,
  });
  const askRevalidate = () =>
    openConfirmDialog({
      title: t('offers.form.revalidate'),
      message: t('offers.form.revalidateConfirm'),
      confirmLabel: t('offers.form.revalidate'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        revalidate.mutate(id, {
          onSuccess: (result) =>
            showToast(
              'success',
              result.outcome === 'skipped'
                ? t('offers.toast.revalidateSkipped')
                : t('offers.toast.revalidated'),
            ),
          onError: (error: unknown) =>
            showToast(
              'error',
              errorMessages(t, error).join(' '),
              t('offers.toast.revalidateError'),
            ),
        }),
    });
  const revalidateButton = can('admin:offer:revalidate') ? (
    <Button
      variant="default"
      leftSection={<IconWorldUpload size={16} aria-hidden />}
      loading={revalidate.isPending}
      onClick={askRevalidate}
      aria-label={t('offers.form.revalidate')}
      px={{ base: 'xs', sm: 'md' }}
    >
      <Box component="span" visibleFrom="sm">
        {t('offers.form.revalidate')}
      </Box>
    </Button>
  ) : null;
  return (
    <EditForm
      title={t('offers.form.editTitle')}
      listPath="/pages"
      listTitle={t('offers.list.title')}
      query={offer}
      schema={offerInputSchema}
      toValues={toOfferInput}
      onSave={async (values, loaded) => {
        try {
          const saved = await updateOffer.mutateAsync({
            ...values,
            offerSections: sections.payload(),
            version: loaded.version,
          });
          sections.saved();
          return saved;
        } catch (error) {
          sections.showErrors(error);
          throw error;
        }
      }}
      readOnly={readOnly}
      canSubmit={(values) => Boolean(values.title.pl.trim() && values.slug.pl.trim())}
      submitBlockedHint={t('offers.form.blocked')}
      messages={recordToasts(t, 'offer').update}
      toolbarExtra={
        <>
          {sections.toolbarButton}
          {revalidateButton}
        </>
      }
      outside={sections.outside}
    >
      {(form, loaded) => (
        <OfferTabs
          control={form.control}
          tab={sections.tab}
          onTab={sections.setTab}
          sections={sections.panel}
          general={
            <OfferGeneralFields
              key={loaded.version}
              control={form.control}
              setValue={form.setValue}
              stored={loaded}
              readOnly={readOnly}
            />
          }
        />
      )}
    </EditForm>
  );
}
