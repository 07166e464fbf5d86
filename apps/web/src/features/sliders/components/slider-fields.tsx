import type { Slider, SliderInput, sliderInputSchema } from '@backoffice/contract/sliders';
import { Fieldset, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField } from '../../../shared/form/number-field';
import { SwitchField } from '../../../shared/form/switch-field';
import { TranslatableField } from '../../../shared/form/translatable-field';
import { FieldLabels } from '../../../shared/form/field-labels';

/** What the form holds (the schema's input; `image` is a `FileInput` once one is chosen). */
export type SliderFormValues = z.input<typeof sliderInputSchema>;

/** The form's values of a slide: its fields; the stored image stays unless one is chosen. */
export function toSliderInput(slider: Slider): SliderFormValues {
  return {
    position: slider.position,
    active: slider.active,
    name: slider.name,
    content: slider.content,
    guestButtonLabel: slider.guestButtonLabel,
    guestButtonUrl: slider.guestButtonUrl,
    loggedUserButtonLabel: slider.loggedUserButtonLabel,
    loggedUserButtonUrl: slider.loggedUserButtonUrl,
  };
}

/**
 * REQ-SLIDER-2 form: position, active, the image, and name, content and both buttons per
 * language. `image` is the page's image field (it knows the stored image).
 */
export function SliderFields({
  control,
  image,
}: {
  control: Control<SliderFormValues, unknown, SliderInput>;
  image: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FieldLabels area="sliders">
      <Group gap="xl" align="flex-end">
        <NumberField control={control} name="position" required min={1} w={160} />
        <Group pb={8}>
          <SwitchField control={control} name="active" />
        </Group>
      </Group>
      {image}
      <TranslatableField control={control} name="name" />
      <TranslatableField control={control} name="content" multiline requiredLanguages={[]} />
      <Fieldset legend={t('sliders.form.buttons')} variant="unstyled">
        <Stack gap="md">
          <TranslatableField
            control={control}
            name="guestButtonLabel"
            requiredLanguages={['pl', 'en']}
          />
          <TranslatableField
            control={control}
            name="guestButtonUrl"
            requiredLanguages={[]}
            description={t('sliders.fields.urlHint')}
          />
          <TranslatableField
            control={control}
            name="loggedUserButtonLabel"
            requiredLanguages={[]}
          />
          <TranslatableField
            control={control}
            name="loggedUserButtonUrl"
            requiredLanguages={[]}
            description={t('sliders.fields.urlHint')}
          />
        </Stack>
      </Fieldset>
    </FieldLabels>
  );
}
