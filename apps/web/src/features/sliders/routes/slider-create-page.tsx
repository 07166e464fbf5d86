import { SLIDER_DEFAULTS, createSliderSchema } from '@backoffice/contract/sliders';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { slidersApi } from '../api/sliders-api';
import { SliderFields } from '../components/slider-fields';
import { SliderImageField } from '../components/slider-image-field';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/slider/create` (`admin:slider:create`): create → `/slider/{id}`, create and back → `/slider`. */
export function SliderCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sliders.form.createTitle'));
  const can = useCan();
  const createSlider = slidersApi.useCreate();
  return (
    <CreateForm
      title={t('sliders.form.createTitle')}
      listPath="/slider"
      listTitle={t('sliders.list.title')}
      schema={createSliderSchema.shape.data}
      defaultValues={SLIDER_DEFAULTS}
      onCreate={(values) => createSlider.mutateAsync(values)}
      readOnly={!can('admin:slider:create')}
      messages={recordToasts(t, 'slider').create}
    >
      {(form) => (
        <SliderFields
          control={form.control}
          image={<SliderImageField control={form.control} stored={null} />}
        />
      )}
    </CreateForm>
  );
}
