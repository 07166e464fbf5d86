import { CHART_COLORS, newChartItem } from '@backoffice/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { ColorField } from '../../../../shared/form/color-field';
import { EditableList } from '../../../../shared/form/editable-list';
import { NumberField } from '../../../../shared/form/number-field';
import { ChartSvg } from './chart-svg';
import { Text2, useDiscard, type AnyControl } from './fields';

/**
 * The pie and bar charts' editor (REQ-SECTION-5), hand-written: a new value takes the next preset
 * colour, and a live chart follows the values.
 */
type Props = { control: AnyControl; readOnly: boolean; number: () => string };

function ChartPreview({ control, kind }: { control: AnyControl; kind: 'pie' | 'bar' }) {
  const { i18n } = useTranslation();
  const items = (useWatch({ control, name: 'content.items' }) ?? []) as Array<{
    value: number;
    color: string;
    label: { pl: string; en: string };
    delete?: boolean;
  }>;
  const lang = i18n.language.startsWith('en') ? 'en' : 'pl';
  return (
    <ChartSvg
      kind={kind}
      items={items
        .filter((item) => !item.delete)
        .map((item) => ({
          value: Number(item.value) || 0,
          color: item.color,
          label: item.label[lang],
        }))}
    />
  );
}

export function ChartEditor({ control, readOnly, number, kind }: Props & { kind: 'pie' | 'bar' }) {
  const { t } = useTranslation();
  const discard = useDiscard(number);
  const items = (useWatch({ control, name: 'content.items' }) ?? []) as unknown[];
  return (
    <Stack gap="sm">
      <EditableList
        control={control}
        name="content.items"
        label={t('offers.elements.chartItems')}
        readOnly={readOnly}
        confirmRemove={discard}
        newItem={() => newChartItem(items.length)}
        renderItem={(index, disabled) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberField
                control={control}
                name={`content.items.${index}.value`}
                label={t('offers.elements.value')}
                min={0}
                allowDecimal
                disabled={disabled}
              />
              <ColorField
                control={control}
                name={`content.items.${index}.color`}
                label={t('offers.elements.color')}
                swatches={[...CHART_COLORS]}
                disabled={disabled}
              />
            </SimpleGrid>
            <Text2
              control={control}
              name={`content.items.${index}.label`}
              label={t('offers.elements.label')}
            />
          </>
        )}
      />
      <ChartPreview control={control} kind={kind} />
    </Stack>
  );
}
