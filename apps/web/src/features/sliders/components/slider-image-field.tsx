import type { StoredFile } from '@backoffice/contract';
import type { SliderInput } from '@backoffice/contract/sliders';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { ImageField } from '../../../shared/form/image-field';
import type { SliderFormValues } from './slider-fields';

/** The slide's image (REQ-SLIDER-3: required, an image under 10 MB), with preview and remove. */
export function SliderImageField({
  control,
  stored,
}: {
  control: Control<SliderFormValues, unknown, SliderInput>;
  stored: StoredFile | null;
}) {
  const { t } = useTranslation();
  return (
    <ImageField
      control={control}
      name="image"
      current={stored}
      label={t('sliders.fields.image')}
      required
    />
  );
}
