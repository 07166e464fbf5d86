import type { Faq, FaqInput, faqInputSchema } from '@backoffice/contract/faq';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField } from '../../../shared/form/number-field';
import { SwitchField } from '../../../shared/form/switch-field';
import { TranslatableField } from '../../../shared/form/translatable-field';
import { FieldLabels } from '../../../shared/form/field-labels';

/** What the form holds (the schema's input: `active` and `isFeatured` may be left to their defaults). */
export type FaqFormValues = z.input<typeof faqInputSchema>;

/** The form's values of an entry (the fields of REQ-FAQ-3, without id and version). */
export function toFaqInput(faq: Faq): FaqFormValues {
  return {
    active: faq.active,
    position: faq.position,
    isFeatured: faq.isFeatured,
    question: faq.question,
    answer: faq.answer,
  };
}

/** REQ-FAQ-2 form: position, isFeatured, active, question and answer per language. */
export function FaqFields({ control }: { control: Control<FaqFormValues, unknown, FaqInput> }) {
  const { t } = useTranslation();
  return (
    <FieldLabels area="faq">
      <Group gap="xl" align="flex-end">
        <NumberField control={control} name="position" required min={1} w={160} />
        <Group gap="xl" pb={8}>
          <SwitchField
            control={control}
            name="isFeatured"
            description={t('faq.fields.isFeaturedHint')}
          />
          <SwitchField control={control} name="active" />
        </Group>
      </Group>
      <TranslatableField control={control} name="question" />
      <TranslatableField control={control} name="answer" multiline />
    </FieldLabels>
  );
}
