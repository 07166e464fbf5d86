import {
  BUTTON_CSS_CLASSES,
  CHART_COLORS,
  CONTACT_FORM_CODES,
  GALLERY_LAYOUTS,
  GALLERY_MAX_ITEMS,
  GRID_LAYOUTS,
  LINK_TARGETS,
  PAGE_HEADER_DESIGNS,
  PAGE_HEADER_LAYOUTS,
  PAGE_HEADER_MAX_IMAGES,
  newButton,
  newChartItem,
  newCounterEntry,
  newTimelineEntry,
  type ElementType,
} from '@backoffice/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { ColorField } from '../../../../shared/form/color-field';
import { DateField } from '../../../../shared/form/date-field';
import { EditableList } from '../../../../shared/form/editable-list';
import { ImageField } from '../../../../shared/form/image-field';
import { MultiSelectField } from '../../../../shared/form/multi-select-field';
import { NumberField } from '../../../../shared/form/number-field';
import { SelectField } from '../../../../shared/form/select-field';
import { SwitchField } from '../../../../shared/form/switch-field';
import { TextField } from '../../../../shared/form/text-field';
import { ChartSvg } from './chart-svg';
import { GridSpans, Text2, useOptions, type AnyControl } from './fields';
// rich text mounts its editor on focus: a thousand elements must not mount a thousand editors
import { TranslatableRichTextField } from '../../../../shared/form/rich-text-field';
import { MapEditor } from './map';
import type { ElementEditorProps, ElementEditors } from './registry';
import { TableEditor } from './table';

/**
 * One content editor per element type (REQ-SECTION-5), each over the element's own form
 * (`content.…` paths). Inner lists use the toolkit's `EditableList`: arrows, removal that asks
 * first and marks saved items, undo.
 */

type Props = { control: AnyControl; readOnly: boolean; number: () => string };

const emptyText = () => ({ pl: '', en: '' });

function useDiscard(number: () => string) {
  const { t } = useTranslation();
  return (position: number) => t('offers.elements.confirmRemove', { number: number(), position });
}

function ButtonsList({ control, name, readOnly, number }: Props & { name: string }) {
  const { t } = useTranslation();
  const targets = useOptions(LINK_TARGETS, 'offers.elements.target');
  const discard = useDiscard(number);
  return (
    <EditableList
      control={control}
      name={name}
      label={t('offers.elements.buttons')}
      readOnly={readOnly}
      newItem={newButton}
      confirmRemove={discard}
      renderItem={(index, disabled) => (
        <>
          <Text2
            control={control}
            name={`${name}.${index}.label`}
            label={t('offers.elements.buttonLabel')}
          />
          <Text2 control={control} name={`${name}.${index}.url`} label={t('offers.elements.url')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <SelectField
              control={control}
              name={`${name}.${index}.target`}
              data={targets}
              allowDeselect={false}
              label={t('offers.elements.targetLabel')}
              disabled={disabled}
            />
            <TextField
              control={control}
              name={`${name}.${index}.icon`}
              label={t('offers.elements.icon')}
              disabled={disabled}
            />
            <MultiSelectField
              control={control}
              name={`${name}.${index}.cssClasses`}
              data={[...BUTTON_CSS_CLASSES]}
              label={t('offers.elements.buttonClasses')}
              disabled={disabled}
            />
          </SimpleGrid>
        </>
      )}
    />
  );
}

function PageHeaderEditor({ control, readOnly, number }: Props) {
  const { t } = useTranslation();
  const layouts = useOptions(PAGE_HEADER_LAYOUTS, 'offers.elements.headerLayouts');
  const designs = useOptions(PAGE_HEADER_DESIGNS, 'offers.elements.designs');
  const discard = useDiscard(number);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SelectField
          control={control}
          name="content.layout"
          data={layouts}
          allowDeselect={false}
          label={t('offers.elements.layout')}
        />
        <SelectField
          control={control}
          name="content.design"
          data={designs}
          allowDeselect={false}
          label={t('offers.elements.design')}
        />
      </SimpleGrid>
      <Text2 control={control} name="content.title" label={t('offers.elements.headerTitle')} />
      <TranslatableRichTextField
        control={control}
        deferMount
        name="content.content"
        label={t('offers.elements.content')}
        disabled={readOnly}
      />
      <ButtonsList control={control} name="content.buttons" readOnly={readOnly} number={number} />
      <EditableList
        control={control}
        name="content.images"
        label={t('offers.elements.images')}
        readOnly={readOnly}
        newItem={() => ({ file: null })}
        maxItems={PAGE_HEADER_MAX_IMAGES}
        confirmRemove={discard}
        renderItem={(index, disabled) => (
          <ImageField
            control={control}
            name={`content.images.${index}.file`}
            valueMode="embedded"
            label={t('offers.elements.image')}
            disabled={disabled}
          />
        )}
      />
    </Stack>
  );
}

function GridItemUrl({ control, index }: { control: AnyControl; index: number }) {
  const { t } = useTranslation();
  // REQ-SECTION-5: the url is shown only once a target is chosen
  const target = useWatch({ control, name: `content.items.${index}.target` }) as string | undefined;
  return target ? (
    <Text2 control={control} name={`content.items.${index}.url`} label={t('offers.elements.url')} />
  ) : null;
}

function GridEditor({ control, readOnly, number }: Props) {
  const { t } = useTranslation();
  const layouts = useOptions(GRID_LAYOUTS, 'offers.elements.gridLayouts');
  const targets = [
    { value: '', label: t('offers.elements.target.none') },
    ...useOptions(LINK_TARGETS, 'offers.elements.target'),
  ];
  const discard = useDiscard(number);
  const defaultGrid = useWatch({ control, name: 'content.defaultGrid' }) as
    { desktop: number; tablet: number; mobile: number } | undefined;
  return (
    <Stack gap="sm">
      <Text2 control={control} name="content.subtitle" label={t('offers.elements.subtitle')} />
      <SelectField
        control={control}
        name="content.layout"
        data={layouts}
        allowDeselect={false}
        label={t('offers.elements.layout')}
      />
      <GridSpans
        control={control}
        name="content.defaultGrid"
        label={t('offers.elements.defaultGrid')}
      />
      <EditableList
        control={control}
        name="content.items"
        label={t('offers.elements.items')}
        readOnly={readOnly}
        confirmRemove={discard}
        newItem={() => ({
          grid: { ...(defaultGrid ?? { desktop: 4, tablet: 6, mobile: 12 }) },
          target: '',
          url: emptyText(),
          title: emptyText(),
          content: emptyText(),
          file: null,
          buttons: [],
        })}
        renderItem={(index, disabled) => (
          <>
            <Text2
              control={control}
              name={`content.items.${index}.title`}
              label={t('offers.elements.itemTitle')}
            />
            <TranslatableRichTextField
              control={control}
              deferMount
              name={`content.items.${index}.content`}
              label={t('offers.elements.content')}
              disabled={disabled}
            />
            <GridSpans
              control={control}
              name={`content.items.${index}.grid`}
              label={t('offers.sections.element.grid')}
            />
            <SelectField
              control={control}
              name={`content.items.${index}.target`}
              data={targets}
              allowDeselect={false}
              label={t('offers.elements.targetLabel')}
              disabled={disabled}
            />
            <GridItemUrl control={control} index={index} />
            <ImageField
              control={control}
              name={`content.items.${index}.file`}
              valueMode="embedded"
              label={t('offers.elements.image')}
              disabled={disabled}
            />
            <ButtonsList
              control={control}
              name={`content.items.${index}.buttons`}
              readOnly={disabled}
              number={number}
            />
          </>
        )}
      />
    </Stack>
  );
}

function SuccessStoryEditor({ control, readOnly, number }: Props) {
  const { t } = useTranslation();
  const discard = useDiscard(number);
  return (
    <Stack gap="sm">
      <ImageField
        control={control}
        name="content.file"
        valueMode="embedded"
        label={t('offers.elements.image')}
        disabled={readOnly}
      />
      <Text2
        control={control}
        name="content.description"
        label={t('offers.elements.description')}
        multiline
      />
      <EditableList
        control={control}
        name="content.tags"
        label={t('offers.elements.tags')}
        readOnly={readOnly}
        confirmRemove={discard}
        newItem={() => ({ name: emptyText() })}
        renderItem={(index) => (
          <Text2
            control={control}
            name={`content.tags.${index}.name`}
            label={t('offers.elements.tag')}
          />
        )}
      />
      <EditableList
        control={control}
        name="content.items"
        label={t('offers.elements.items')}
        readOnly={readOnly}
        confirmRemove={discard}
        newItem={() => ({ title: emptyText(), description: emptyText() })}
        renderItem={(index) => (
          <>
            <Text2
              control={control}
              name={`content.items.${index}.title`}
              label={t('offers.elements.itemTitle')}
            />
            <Text2
              control={control}
              name={`content.items.${index}.description`}
              label={t('offers.elements.description')}
              multiline
            />
          </>
        )}
      />
    </Stack>
  );
}

function GalleryEditor({ control, readOnly, number }: Props) {
  const { t } = useTranslation();
  const layouts = useOptions(GALLERY_LAYOUTS, 'offers.elements.galleryLayouts');
  const discard = useDiscard(number);
  return (
    <Stack gap="sm">
      <SelectField
        control={control}
        name="content.layout"
        data={layouts}
        allowDeselect={false}
        label={t('offers.elements.layout')}
      />
      <EditableList
        control={control}
        name="content.items"
        label={t('offers.elements.galleryItems')}
        readOnly={readOnly}
        addAtTop
        maxItems={GALLERY_MAX_ITEMS}
        confirmRemove={discard}
        newItem={() => ({ title: emptyText(), description: emptyText(), file: null })}
        renderItem={(index, disabled) => (
          <>
            <Text2
              control={control}
              name={`content.items.${index}.title`}
              label={t('offers.elements.itemTitle')}
            />
            <Text2
              control={control}
              name={`content.items.${index}.description`}
              label={t('offers.elements.description')}
            />
            <ImageField
              control={control}
              name={`content.items.${index}.file`}
              valueMode="embedded"
              label={t('offers.elements.image')}
              disabled={disabled}
            />
          </>
        )}
      />
    </Stack>
  );
}

function ContactFormEditor({ control }: Props) {
  const { t } = useTranslation();
  const codes = useOptions(CONTACT_FORM_CODES, 'offers.elements.contactForms');
  return (
    <Stack gap="sm">
      <SelectField
        control={control}
        name="content.codeName"
        data={codes}
        allowDeselect={false}
        label={t('offers.elements.codeName')}
      />
      <Text2 control={control} name="content.title" label={t('offers.elements.formTitle')} />
    </Stack>
  );
}

function CounterEditor({ control, readOnly, number }: Props) {
  const { t } = useTranslation();
  const discard = useDiscard(number);
  return (
    <Stack gap="sm">
      <NumberField
        control={control}
        name="content.animationDuration"
        label={t('offers.elements.animationDuration')}
        min={0}
        max={60}
        allowDecimal
      />
      <EditableList
        control={control}
        name="content.elements"
        label={t('offers.elements.counters')}
        readOnly={readOnly}
        minItems={1}
        confirmRemove={discard}
        newItem={newCounterEntry}
        renderItem={(index, disabled) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
              <NumberField
                control={control}
                name={`content.elements.${index}.countFrom`}
                label={t('offers.elements.countFrom')}
                disabled={disabled}
              />
              <NumberField
                control={control}
                name={`content.elements.${index}.countTo`}
                label={t('offers.elements.countTo')}
                disabled={disabled}
              />
              <TextField
                control={control}
                name={`content.elements.${index}.prefix`}
                label={t('offers.elements.prefix')}
                disabled={disabled}
              />
              <ColorField
                control={control}
                name={`content.elements.${index}.color`}
                label={t('offers.elements.color')}
                disabled={disabled}
                // the public page shows the figure large and bold on white
                textOn="#FFFFFF"
                minContrast={3}
              />
            </SimpleGrid>
            <Text2
              control={control}
              name={`content.elements.${index}.label`}
              label={t('offers.elements.label')}
            />
          </>
        )}
      />
    </Stack>
  );
}

function TimelineEditor({ control, readOnly, number }: Props) {
  const { t } = useTranslation();
  const discard = useDiscard(number);
  return (
    <EditableList
      control={control}
      name="content.elements"
      label={t('offers.elements.stages')}
      readOnly={readOnly}
      minItems={1}
      confirmRemove={discard}
      newItem={newTimelineEntry}
      renderItem={(index, disabled) => (
        <>
          <Text2
            control={control}
            name={`content.elements.${index}.label`}
            label={t('offers.elements.label')}
          />
          <Text2
            control={control}
            name={`content.elements.${index}.content`}
            label={t('offers.elements.content')}
            multiline
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {/* the shared picker: dd/MM/yyyy whatever the browser's locale (REQ-WIRE-5) */}
            <DateField
              control={control}
              name={`content.elements.${index}.date`}
              label={t('offers.elements.date')}
              emptyAs=""
              disabled={disabled}
            />
            <SwitchField
              control={control}
              name={`content.elements.${index}.current`}
              label={t('offers.elements.current')}
              disabled={disabled}
            />
          </SimpleGrid>
        </>
      )}
    />
  );
}

function TextEditor({ control, readOnly }: Props) {
  const { t } = useTranslation();
  return (
    <TranslatableRichTextField
      control={control}
      deferMount
      name="content.content"
      label={t('offers.elements.content')}
      disabled={readOnly}
    />
  );
}

function IframeEditor({ control, readOnly }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text2 control={control} name="content.title" label={t('offers.elements.iframeTitle')} />
      <TextField
        control={control}
        name="content.url"
        label={t('offers.elements.iframeUrl')}
        placeholder="https://"
        required
        disabled={readOnly}
      />
    </Stack>
  );
}

function ImageEditor({ control, readOnly }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ImageField
        control={control}
        name="content.file"
        valueMode="embedded"
        label={t('offers.elements.image')}
        disabled={readOnly}
      />
      <Text2 control={control} name="content.alt" label={t('offers.elements.alt')} />
    </Stack>
  );
}

function YoutubeEditor({ control, readOnly }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text2 control={control} name="content.label" label={t('offers.elements.label')} />
      <TextField
        control={control}
        name="content.url"
        label={t('offers.elements.youtubeUrl')}
        placeholder="https://www.youtube.com/watch?v="
        required
        disabled={readOnly}
      />
      <SwitchField
        control={control}
        name="content.autoPlay"
        label={t('offers.elements.autoPlay')}
        disabled={readOnly}
      />
    </Stack>
  );
}

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

function ChartEditor({ control, readOnly, number, kind }: Props & { kind: 'pie' | 'bar' }) {
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

const loose = <K extends ElementType>(editor: (props: Props) => React.ReactNode) =>
  editor as unknown as (props: ElementEditorProps<K>) => React.ReactNode;

export const ELEMENT_EDITORS: ElementEditors = {
  pageHeader: loose(PageHeaderEditor),
  grid: loose(GridEditor),
  successStory: loose(SuccessStoryEditor),
  gallery: loose(GalleryEditor),
  contactForm: loose(ContactFormEditor),
  counter: loose(CounterEditor),
  timeline: loose(TimelineEditor),
  table: loose(TableEditor),
  map: loose(MapEditor),
  text: loose(TextEditor),
  iframe: loose(IframeEditor),
  image: loose(ImageEditor),
  youtube: loose(YoutubeEditor),
  pieChart: loose((props) => <ChartEditor {...props} kind="pie" />),
  barChart: loose((props) => <ChartEditor {...props} kind="bar" />),
};

export type { Control };
