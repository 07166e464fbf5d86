import { seriesPaths, pathTo } from '@backoffice/contract';
import { SERIES_DEFAULTS, createSeriesSchema } from '@backoffice/contract/series';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { seriesApi } from '../api/series-api';
import { SeriesFields } from '../components/series-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/series/create` (`admin:series:create`): create → `/series/{id}/edit`, or back to `/series`. */
export function SeriesCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('series.form.createTitle'));
  const can = useCan();
  const createSeries = seriesApi.useCreate();
  const readOnly = !can('admin:series:create');
  return (
    <CreateForm
      title={t('series.form.createTitle')}
      listPath="/series"
      listTitle={t('series.list.title')}
      schema={createSeriesSchema.shape.data}
      defaultValues={SERIES_DEFAULTS}
      editPath={(id) => pathTo(seriesPaths.routes.record, id)}
      onCreate={(values) => createSeries.mutateAsync(values)}
      readOnly={readOnly}
      messages={recordToasts(t, 'series').create}
    >
      {(form) => <SeriesFields control={form.control} stored={null} />}
    </CreateForm>
  );
}
