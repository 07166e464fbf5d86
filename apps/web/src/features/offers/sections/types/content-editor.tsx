import { emptyValueOf, type ElementType } from '@backoffice/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { get, useWatch } from 'react-hook-form';
import { ColorField } from '../../../../shared/form/color-field';
import { DateField } from '../../../../shared/form/date-field';
import { EditableList } from '../../../../shared/form/editable-list';
import { ImageField } from '../../../../shared/form/image-field';
import { MultiSelectField } from '../../../../shared/form/multi-select-field';
import { NumberField } from '../../../../shared/form/number-field';
// rich text mounts its editor on focus: a thousand elements must not mount a thousand editors
import { TranslatableRichTextField } from '../../../../shared/form/rich-text-field';
import { SelectField } from '../../../../shared/form/select-field';
import { SwitchField } from '../../../../shared/form/switch-field';
import { TextField } from '../../../../shared/form/text-field';
import { GridSpans, Text2, type AnyControl } from './fields';
import { contentPlan, type FieldPlan, type Row } from './plan';

/**
 * The content editor of every plain element type (REQ-SECTION-5), drawn from the type's content
 * schema (`contentPlan`): a new plain type in the contract needs no code here. Inner lists use
 * the toolkit's `EditableList`: arrows, removal that asks first and marks saved items, undo.
 * The map, table and chart editors are hand-written (`map.tsx`, `table.tsx`, `chart.tsx`).
 */
export function ContentEditor({
  type,
  control,
  readOnly,
  number,
}: {
  type: ElementType;
  control: AnyControl;
  readOnly: boolean;
  number: () => string;
}) {
  const { t } = useTranslation();
  const context: Context = {
    control,
    label: (key) => t(`offers.elements.${key}` as never) as string,
    t,
    confirmRemove: (position) => t('offers.elements.confirmRemove', { number: number(), position }),
  };
  return <Stack gap="sm">{rows(context, contentPlan(type), 'content', readOnly)}</Stack>;
}

interface Context {
  control: AnyControl;
  /** a field's label from its catalogue key under `offers.elements.` */
  label: (key: string) => string;
  t: TFunction;
  confirmRemove: (position: number) => string;
}

/** The fields of an object at `base`; `disabled`: read-only, or an item marked for removal. */
function rows(context: Context, plan: Row[], base: string, disabled: boolean): ReactNode {
  return plan.map((row) =>
    Array.isArray(row) ? (
      <SimpleGrid key={row[0]?.key} cols={{ base: 1, sm: row.length }} spacing="sm">
        {row.map((field) => shown(context, field, base, disabled))}
      </SimpleGrid>
    ) : (
      shown(context, row, base, disabled)
    ),
  );
}

function shown(context: Context, field: FieldPlan, base: string, disabled: boolean) {
  const node = fieldOf(context, field, base, disabled);
  return field.shownWhen ? (
    <ShownWhen
      key={field.key}
      control={context.control}
      name={`${base}.${field.shownWhen}`}
      node={node}
    />
  ) : (
    node
  );
}

/** REQ-SECTION-5: a grid tile's url shows only once a target is chosen. */
function ShownWhen({
  control,
  name,
  node,
}: {
  control: AnyControl;
  name: string;
  node: ReactNode;
}) {
  const value = useWatch({ control, name }) as unknown;
  return value ? node : null;
}

function fieldOf(context: Context, field: FieldPlan, base: string, disabled: boolean): ReactNode {
  const { control } = context;
  const name = `${base}.${field.key}`;
  const label = context.label(field.label);
  switch (field.kind) {
    // a translatable text and the spans stay editable in an item marked for removal, as they did
    case 'translatable':
      return (
        <Text2
          key={field.key}
          control={control}
          name={name}
          label={label}
          multiline={field.multiline}
        />
      );
    case 'gridSpans':
      return <GridSpans key={field.key} control={control} name={name} label={label} />;
    case 'richText':
      return (
        <TranslatableRichTextField
          key={field.key}
          control={control}
          deferMount
          name={name}
          label={label}
          disabled={disabled}
        />
      );
    case 'file':
      return (
        <ImageField
          key={field.key}
          control={control}
          name={name}
          valueMode="embedded"
          label={label}
          disabled={disabled}
        />
      );
    case 'text':
      return (
        <TextField
          key={field.key}
          control={control}
          name={name}
          label={label}
          placeholder={field.placeholder}
          required={field.required}
          disabled={disabled}
        />
      );
    case 'number':
      return (
        <NumberField
          key={field.key}
          control={control}
          name={name}
          label={label}
          min={field.min}
          max={field.max}
          allowDecimal={!field.whole}
          disabled={disabled}
        />
      );
    case 'switch':
      return (
        <SwitchField
          key={field.key}
          control={control}
          name={name}
          label={label}
          disabled={disabled}
        />
      );
    case 'date':
      // the shared picker: dd/MM/yyyy whatever the browser's locale (REQ-WIRE-5)
      return (
        <DateField
          key={field.key}
          control={control}
          name={name}
          label={label}
          emptyAs={field.emptyAs}
          disabled={disabled}
        />
      );
    case 'color':
      return (
        <ColorField
          key={field.key}
          control={control}
          name={name}
          label={label}
          disabled={disabled}
          textOn={field.readOn?.background}
          minContrast={field.readOn?.minContrast}
        />
      );
    case 'select': {
      const { options } = field;
      const data = field.values.map((value) => ({
        value,
        label: options ? context.label(`${options}.${value === '' ? 'none' : value}`) : value,
      }));
      return (
        <SelectField
          key={field.key}
          control={control}
          name={name}
          data={data}
          allowDeselect={false}
          label={label}
          disabled={disabled}
        />
      );
    }
    case 'multiSelect':
      return (
        <MultiSelectField
          key={field.key}
          control={control}
          name={name}
          data={field.values}
          label={label}
          disabled={disabled}
        />
      );
    case 'list': {
      const { meta, schema, item } = field;
      return (
        <EditableList
          key={field.key}
          control={control}
          name={name}
          label={label}
          readOnly={disabled}
          minItems={meta.minItems}
          maxItems={meta.maxItems}
          addAtTop={meta.addAtTop}
          confirmRemove={context.confirmRemove}
          newItem={() => {
            const fresh = emptyValueOf(schema) as Record<string, unknown>;
            // a field a new item takes from its owner (a grid's tile width)
            for (const [key, from] of Object.entries(meta.seed ?? {})) {
              const value = get(control._formValues, `${base}.${from}`) as unknown;
              if (value !== undefined) fresh[key] = structuredClone(value);
            }
            return fresh;
          }}
          renderItem={(index, itemDisabled) =>
            rows(context, item, `${name}.${index}`, itemDisabled)
          }
        />
      );
    }
  }
}
