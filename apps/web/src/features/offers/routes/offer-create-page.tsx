import { offersPaths, pathTo } from '@backoffice/contract';
import { createOfferSchema, OFFER_DEFAULTS } from '@backoffice/contract/offers';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { offersApi } from '../api/offers-api';
import {
  OfferGeneralFields,
  OfferTabs,
  todayInWarsaw,
  type OfferFormValues,
} from '../components/offer-fields';
import { useOfferSections } from '../sections/use-offer-sections';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/pages/create`: create → the new offer's edit screen; create and back → `/pages` (REQ-OFFER-7).
 */
export function OfferCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offers.form.createTitle'));
  const can = useCan();
  const createOffer = offersApi.useCreate();
  const readOnly = !can('admin:offer:create');
  const today = todayInWarsaw();
  const sections = useOfferSections({ offerId: 'new', sections: undefined, storedAt: 0, readOnly });
  const defaults: OfferFormValues = {
    ...OFFER_DEFAULTS,
    title: { pl: '', en: '' },
    slug: { pl: '', en: '' },
    seoTitle: { pl: '', en: '' },
    seoDescription: { pl: '', en: '' },
    mainDescription: { pl: '', en: '' },
    projectType: { pl: '', en: '' },
    tenants: { pl: '', en: '' },
    investmentStart: today,
    investmentEnd: today,
    offerProperties: [],
    offerBadges: [],
    offerDescriptions: [],
    offerAgreements: [],
    offerAttachments: [],
  };
  return (
    <CreateForm
      title={t('offers.form.createTitle')}
      listPath="/pages"
      listTitle={t('offers.list.title')}
      schema={createOfferSchema.shape.data}
      defaultValues={defaults}
      onCreate={async (values) => {
        try {
          const created = await createOffer.mutateAsync({
            ...values,
            offerSections: sections.payload(),
          });
          sections.saved();
          return created;
        } catch (error) {
          sections.showErrors(error);
          throw error;
        }
      }}
      editPath={(id) => pathTo(offersPaths.routes.record, id)}
      readOnly={readOnly}
      canSubmit={(values) => Boolean(values.title.pl.trim() && values.slug.pl.trim())}
      submitBlockedHint={t('offers.form.blocked')}
      messages={recordToasts(t, 'offer').create}
      toolbarExtra={sections.toolbarButton}
      outside={sections.outside}
    >
      {(form) => (
        <OfferTabs
          control={form.control}
          tab={sections.tab}
          onTab={sections.setTab}
          sections={sections.panel}
          general={
            <OfferGeneralFields
              control={form.control}
              setValue={form.setValue}
              stored={null}
              readOnly={readOnly}
            />
          }
        />
      )}
    </CreateForm>
  );
}
