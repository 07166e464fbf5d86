import { seriesInputSchema } from '@backoffice/contract/series';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { seriesApi } from '../api/series-api';
import { SeriesFields, toSeriesInput } from '../components/series-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/series/:id/edit` (`admin:series:get`): read-only without `admin:series:edit` (REQ-ACCESS-5).
 */
export function SeriesEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const series = seriesApi.useOne(id);
  const updateSeries = seriesApi.useUpdate(id);
  const can = useCan();
  const readOnly = !can('admin:series:edit');
  return (
    <EditForm
      title={t('series.form.editTitle')}
      listPath="/series"
      listTitle={t('series.list.title')}
      query={series}
      schema={seriesInputSchema}
      toValues={toSeriesInput}
      onSave={(values, loaded) => updateSeries.mutateAsync({ ...values, version: loaded.version })}
      readOnly={readOnly}
      messages={recordToasts(t, 'series').update}
    >
      {(form, loaded) => <SeriesFields control={form.control} stored={loaded} />}
    </EditForm>
  );
}
