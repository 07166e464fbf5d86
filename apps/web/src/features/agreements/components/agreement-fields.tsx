import type {
  Agreement,
  AgreementInput,
  agreementInputSchema,
} from '@backoffice/contract/agreements';
import { Group, SimpleGrid, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField } from '../../../shared/form/number-field';
import { RichTextField } from '../../../shared/form/rich-text-field';
import { SelectField } from '../../../shared/form/select-field';
import { SwitchField } from '../../../shared/form/switch-field';
import { TranslatableField } from '../../../shared/form/translatable-field';
import { FieldLabels } from '../../../shared/form/field-labels';
import { useTypesAndTargets } from '../api/agreements-api';

export type AgreementFormValues = z.input<typeof agreementInputSchema>;

export function toAgreementInput(agreement: Agreement): AgreementFormValues {
  return {
    type: agreement.type,
    target: agreement.target,
    active: agreement.active,
    required: agreement.required,
    position: agreement.position,
    name: agreement.name,
    content: agreement.content,
  };
}

/** REQ-AGR-2: type and target are required before save. */
export const hasTypeAndTarget = (values: AgreementFormValues) =>
  Boolean(values.type) && Boolean(values.target);

/**
 * REQ-AGR-2 form: type and target selects (the server's vocabulary), active and
 * required, position, name per language and the content in rich text per language.
 */
export function AgreementFields({
  control,
  disabled,
}: {
  control: Control<AgreementFormValues, unknown, AgreementInput>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const vocabulary = useTypesAndTargets();
  return (
    <FieldLabels area="agreements">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="type"
          placeholder={t('agreements.fields.typePlaceholder')}
          data={vocabulary.data?.types ?? []}
          required
        />
        <SelectField
          control={control}
          name="target"
          placeholder={t('agreements.fields.targetPlaceholder')}
          data={vocabulary.data?.targets ?? []}
          required
        />
      </SimpleGrid>
      <Group gap="xl" align="flex-end">
        <NumberField control={control} name="position" min={1} w={160} />
        <Group pb={8} gap="xl">
          <SwitchField control={control} name="active" />
          <SwitchField control={control} name="required" />
        </Group>
      </Group>
      <TranslatableField control={control} name="name" />
      <Tabs defaultValue="pl" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="pl">{t('agreements.fields.contentPl')}</Tabs.Tab>
          <Tabs.Tab value="en">{t('agreements.fields.contentEn')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pl">
          <RichTextField
            control={control}
            name="content.pl"
            label={t('agreements.fields.contentPl')}
            disabled={disabled}
          />
        </Tabs.Panel>
        <Tabs.Panel value="en">
          <RichTextField
            control={control}
            name="content.en"
            label={t('agreements.fields.contentEn')}
            disabled={disabled}
          />
        </Tabs.Panel>
      </Tabs>
    </FieldLabels>
  );
}
