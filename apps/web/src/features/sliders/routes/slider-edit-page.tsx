import { sliderInputSchema } from '@backoffice/contract/sliders';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { slidersApi } from '../api/sliders-api';
import { SliderFields, toSliderInput } from '../components/slider-fields';
import { SliderImageField } from '../components/slider-image-field';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/slider/:id` (`admin:slider:get`): read-only without `admin:slider:edit` (REQ-ACCESS-5). */
export function SliderEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const slider = slidersApi.useOne(id);
  const updateSlider = slidersApi.useUpdate(id);
  const can = useCan();
  return (
    <EditForm
      title={t('sliders.form.editTitle')}
      listPath="/slider"
      listTitle={t('sliders.list.title')}
      query={slider}
      schema={sliderInputSchema}
      toValues={toSliderInput}
      onSave={(values, loaded) => updateSlider.mutateAsync({ ...values, version: loaded.version })}
      readOnly={!can('admin:slider:edit')}
      messages={recordToasts(t, 'slider').update}
    >
      {(form, loaded) => (
        <SliderFields
          control={form.control}
          image={<SliderImageField control={form.control} stored={loaded.image} />}
        />
      )}
    </EditForm>
  );
}
