import { GRID_SPAN_PRESETS } from '@backoffice/contract';
import { Fieldset, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';
import { SelectField } from '../../../../shared/form/select-field';
import { TranslatableField } from '../../../../shared/form/translatable-field';

/**
 * The element editors address their fields by path inside the element's own form
 * (`content.items.2.title`), which the toolkit's typed paths cannot follow through fifteen
 * content shapes; they share this loosely typed control.
 */
export type AnyControl = Control<FieldValues>;

/** A plain translatable text; nothing in a page element is required in both languages. */
export function Text2({
  control,
  name,
  label,
  multiline,
}: {
  control: AnyControl;
  name: string;
  label: string;
  multiline?: boolean;
}) {
  return (
    <TranslatableField
      control={control}
      name={name}
      label={label}
      requiredLanguages={[]}
      multiline={multiline}
    />
  );
}

/** Desktop, tablet and mobile spans, 1 to 12, with 3/6/9/12 shown as 25/50/75/100 %. */
export function GridSpans({
  control,
  name,
  label,
}: {
  control: AnyControl;
  name: string;
  label: string;
}) {
  const { t } = useTranslation();
  const spans = useMemo(
    () =>
      Array.from({ length: 12 }, (_, i) => i + 1).map((span) => ({
        value: String(span),
        label: (GRID_SPAN_PRESETS as readonly number[]).includes(span)
          ? t('offers.elements.spanPreset', { span, percent: Math.round((span / 12) * 100) })
          : String(span),
      })),
    [t],
  );
  const devices = {
    desktop: t('offers.sections.element.gridDesktop'),
    tablet: t('offers.sections.element.gridTablet'),
    mobile: t('offers.sections.element.gridMobile'),
  };
  return (
    <Fieldset legend={label} variant="unstyled" p={0}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {(['desktop', 'tablet', 'mobile'] as const).map((device) => (
          <SelectField
            key={device}
            control={control}
            name={`${name}.${device}`}
            valueType="number"
            data={spans}
            allowDeselect={false}
            label={devices[device]}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

/** The question before an inner list's item is removed (REQ-NOTIFY-3), naming the element. */
export function useDiscard(number: () => string) {
  const { t } = useTranslation();
  return (position: number) => t('offers.elements.confirmRemove', { number: number(), position });
}
