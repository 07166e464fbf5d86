import {
  TABLE_EMPTY_CELL,
  TABLE_ROW_PRESETS,
  newTableRow,
  tableFromTemplate,
} from '@backoffice/contract';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { ColorField } from '../../../../shared/form/color-field';
import { EditableList } from '../../../../shared/form/editable-list';
import { openConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { Text2, type AnyControl } from './fields';

type Row = { cells: Array<{ value: { pl: string; en: string } }> } & Record<string, unknown>;
type Column = { name: { pl: string; en: string }; delete?: boolean };

const emptyCell = () => ({ value: { pl: TABLE_EMPTY_CELL, en: TABLE_EMPTY_CELL } });

/**
 * REQ-SECTION-5 table: columns and rows, each row one cell per column (a new one reads '-').
 * Adding, removing or moving a column does the same to that cell in every row; a saved column
 * marked for deletion keeps its cells until the save, which leaves both out.
 */
export function TableEditor({
  control,
  readOnly,
  number,
}: {
  control: AnyControl;
  readOnly: boolean;
  number: () => string;
}) {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormContext();
  const columns = (useWatch({ control, name: 'content.columns' }) ?? []) as Column[];
  const discard = (position: number) =>
    t('offers.elements.confirmRemove', { number: number(), position });
  const rows = () => (getValues('content.rows') ?? []) as Row[];
  const setRows = (next: Row[]) => setValue('content.rows', next, { shouldDirty: true });

  const applyTemplate = () =>
    openConfirmDialog({
      title: t('offers.elements.table.template'),
      message: t('offers.elements.table.templateConfirm'),
      confirmLabel: t('offers.elements.table.apply'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: () => {
        const template = tableFromTemplate('technologies');
        setValue('content.columns', template.columns, { shouldDirty: true });
        setRows(template.rows as Row[]);
      },
    });

  return (
    <Stack gap="sm">
      <Text2 control={control} name="content.subtitle" label={t('offers.elements.subtitle')} />
      {!readOnly && (
        <Group>
          <Button size="xs" variant="default" onClick={applyTemplate}>
            {t('offers.elements.table.applyTemplate')}
          </Button>
        </Group>
      )}
      <EditableList
        control={control}
        name="content.columns"
        label={t('offers.elements.table.columns')}
        readOnly={readOnly}
        positionSelect
        confirmRemove={discard}
        newItem={() => ({ name: { pl: '', en: '' } })}
        onAdded={() =>
          setRows(rows().map((row) => ({ ...row, cells: [...row.cells, emptyCell()] })))
        }
        onRemoved={(index) =>
          setRows(rows().map((row) => ({ ...row, cells: row.cells.filter((_, i) => i !== index) })))
        }
        onMoved={(from, to) =>
          setRows(
            rows().map((row) => {
              const cells = [...row.cells];
              const [cell] = cells.splice(from, 1);
              if (cell) cells.splice(to, 0, cell);
              return { ...row, cells };
            }),
          )
        }
        renderItem={(index) => (
          <Text2
            control={control}
            name={`content.columns.${index}.name`}
            label={t('offers.elements.table.column')}
          />
        )}
      />
      <EditableList
        control={control}
        name="content.rows"
        label={t('offers.elements.table.rows')}
        readOnly={readOnly}
        positionSelect
        confirmRemove={discard}
        newItem={() => newTableRow(columns.length)}
        renderItem={(index, disabled) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <RowTextColor control={control} index={index} disabled={disabled} />
              <ColorField
                control={control}
                name={`content.rows.${index}.backgroundColor`}
                label={t('offers.elements.table.backgroundColor')}
                disabled={disabled}
              />
            </SimpleGrid>
            {!disabled && (
              <Group gap="xs">
                <Text size="xs">{t('offers.elements.table.presets')}</Text>
                {TABLE_ROW_PRESETS.map((preset, presetIndex) => (
                  <Button
                    key={presetIndex}
                    size="compact-xs"
                    variant="default"
                    style={{ color: preset.textColor, background: preset.backgroundColor }}
                    aria-label={t('offers.elements.table.presetLabel', {
                      preset: presetIndex + 1,
                      row: index + 1,
                    })}
                    onClick={() => {
                      setValue(`content.rows.${index}.textColor`, preset.textColor, {
                        shouldDirty: true,
                      });
                      setValue(`content.rows.${index}.backgroundColor`, preset.backgroundColor, {
                        shouldDirty: true,
                      });
                    }}
                  >
                    {presetIndex + 1}
                  </Button>
                ))}
              </Group>
            )}
            {columns.map((column, columnIndex) =>
              column.delete ? null : (
                <Text2
                  key={columnIndex}
                  control={control}
                  name={`content.rows.${index}.cells.${columnIndex}.value`}
                  label={t('offers.elements.table.cell', {
                    column: column.name.pl || column.name.en || columnIndex + 1,
                  })}
                />
              ),
            )}
          </>
        )}
      />
    </Stack>
  );
}

/** The row's text colour, with a warning when it is hard to read on the row's own background. */
function RowTextColor({
  control,
  index,
  disabled,
}: {
  control: AnyControl;
  index: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const background = useWatch({ control, name: `content.rows.${index}.backgroundColor` }) as
    string | undefined;
  return (
    <ColorField
      control={control}
      name={`content.rows.${index}.textColor`}
      label={t('offers.elements.table.textColor')}
      disabled={disabled}
      textOn={background || '#FFFFFF'}
    />
  );
}
