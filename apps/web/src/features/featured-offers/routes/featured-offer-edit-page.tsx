import { featuredOfferInputSchema, hasOffer } from '@backoffice/contract/featured-offers';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { featuredOffersApi } from '../api/featured-offers-api';
import { FeaturedOfferFields, toFeaturedOfferValues } from '../components/featured-offer-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/featured-offers/:id` (`admin:featured-offer:get`): read-only, without save buttons, unless
 * the user holds `admin:featured-offer:edit`. Entries without an offer are dropped from what is
 * sent (REQ-FEAT-3); the form then shows the saved group.
 */
export function FeaturedOfferEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const language = useContentLanguage();
  const group = featuredOffersApi.useOne(id);
  const updateGroup = featuredOffersApi.useUpdate(id);
  const can = useCan();
  return (
    <EditForm
      title={t('featuredOffers.form.editTitle')}
      listPath="/featured-offers"
      listTitle={t('featuredOffers.list.title')}
      recordLabel={(loaded) => localized(loaded.title, language) || loaded.name}
      query={group}
      schema={featuredOfferInputSchema}
      toValues={toFeaturedOfferValues}
      onSave={(values, loaded) =>
        updateGroup.mutateAsync({
          ...values,
          offers: values.offers.filter(hasOffer),
          version: loaded.version,
        })
      }
      readOnly={!can('admin:featured-offer:edit')}
      messages={recordToasts(t, 'featured-offer').update}
    >
      {(form, loaded) => <FeaturedOfferFields form={form} group={loaded} />}
    </EditForm>
  );
}
