import { businessDay } from '@backoffice/contract';
import { offerInputSchema, type Offer, type OfferInputParsed } from '@backoffice/contract/offers';
import { Button, FileButton, Group, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessages } from '../../../shared/api/error-messages';
import { uploadFile } from '../../../shared/api/upload';
import { DateField } from '../../../shared/form/date-field';
import { DecimalField } from '../../../shared/form/decimal-field';
import { EditableList } from '../../../shared/form/editable-list';
import { useErrorTabs } from '../../../shared/form/error-tabs';
import { ImageField } from '../../../shared/form/image-field';
import { NumberField } from '../../../shared/form/number-field';
import { TranslatableRichTextField } from '../../../shared/form/rich-text-field';
import type { OfferTab } from '../sections/use-offer-sections';
import { SwitchField } from '../../../shared/form/switch-field';
import { TextField } from '../../../shared/form/text-field';
import { TranslatableField } from '../../../shared/form/translatable-field';
import { useSlugFromTitle } from '../../../shared/form/use-slug-from-title';
import { useFormField } from '../../../shared/form/use-form-field';
import { FieldLabels } from '../../../shared/form/field-labels';
import { showToast } from '../../../shared/notifications/toast';
import { useCan } from '../../../shared/permissions/use-can';
import { useAgreementVocabulary, useSeriesOptions } from '../api/offers-api';

export type OfferFormValues = z.input<typeof offerInputSchema>;
type OfferControl = Control<OfferFormValues, unknown, OfferInputParsed>;
type SetValue = UseFormSetValue<OfferFormValues>;

/**
 * A list item's translatable pair: react-hook-form's `FieldPathByValue` does not reach into
 * the form's arrays at this depth, so the path (a `{pl, en}` by the schema) is named as one.
 */
const pair = (path: `offer${string}.${number}.${string}`) => path as 'title';

const empty = () => ({ pl: '', en: '' });
/** REQ-OFFER-5: the dates default to today (Warsaw), sent as YYYY-MM-DD. */
export const todayInWarsaw = () => businessDay();

/** The form's values of a loaded offer: its lists as the editor sends them back. */
export function toOfferInput(offer: Offer): OfferFormValues {
  const {
    id: _id,
    version: _version,
    createdAt: _c,
    updatedAt: _u,
    seriesName: _s,
    image: _i,
    imageUrl: _iu,
    thumbUrl: _tu,
    properties,
    badges,
    descriptions,
    agreements,
    investorAttachments,
    sections: _sections,
    ...fields
  } = offer;
  return {
    ...fields,
    offerProperties: properties.map((p) => ({
      backendIndex: p.backendIndex,
      name: p.name,
      value: p.value,
    })),
    offerBadges: badges.map((b) => ({ backendIndex: b.backendIndex, name: b.name })),
    offerDescriptions: descriptions.map((d) => ({
      backendIndex: d.backendIndex,
      title: d.title,
      content: d.content,
    })),
    offerAgreements: agreements.map((a) => ({
      backendIndex: a.backendIndex,
      type: a.type as 'risk',
      target: a.target as 'order',
      required: a.required,
      content: a.content,
    })),
    offerAttachments: investorAttachments.map((a) => ({
      backendIndex: a.backendIndex,
      displayName: a.displayName,
    })),
  };
}

type DecimalName =
  | 'investmentReturn'
  | 'redemptionCapRate'
  | 'totalCost'
  | 'costPerStock'
  | 'debt'
  | 'developerEquity'
  | 'investorsEquity'
  | 'fixedInvestorsEquity';

/** The unit of each decimal field (its label names it too). */
const UNIT: Record<DecimalName, string> = {
  investmentReturn: '%',
  redemptionCapRate: '%',
  totalCost: 'PLN',
  costPerStock: 'PLN',
  debt: 'PLN',
  developerEquity: 'PLN',
  investorsEquity: 'PLN',
  fixedInvestorsEquity: 'PLN',
};

function SeriesField({ control, disabled }: { control: OfferControl; disabled: boolean }) {
  const { t } = useTranslation();
  const field = useFormField(control, 'series', disabled);
  const options = useSeriesOptions();
  return (
    <Select
      {...field.inputProps}
      label={t('offers.fields.series')}
      clearable
      data={(options.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
      value={typeof field.value === 'number' ? String(field.value) : null}
      onChange={(next) => field.onChange(next ? Number(next) : null)}
      description={options.isError ? t('offers.fields.seriesUnavailable') : undefined}
    />
  );
}

function AgreementSelect({
  control,
  name,
  kind,
  disabled,
}: {
  control: OfferControl;
  name: `offerAgreements.${number}.type` | `offerAgreements.${number}.target`;
  kind: 'types' | 'targets';
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const field = useFormField(control, name, disabled);
  const can = useCan();
  const vocabulary = useAgreementVocabulary(can('admin:agreement:list'));
  return (
    <Select
      {...field.inputProps}
      label={
        kind === 'types' ? t('offers.fields.agreementType') : t('offers.fields.agreementTarget')
      }
      data={vocabulary.data?.[kind] ?? []}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(next) => field.onChange(next ?? '')}
    />
  );
}

/** An attachment's optional file: uploaded at once, kept as `{fileId}`. */
function AttachmentFile({
  setValue,
  index,
  storedName,
  disabled,
}: {
  setValue: SetValue;
  index: number;
  storedName: string | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(storedName);
  const [busy, setBusy] = useState(false);
  return (
    <Group gap="sm">
      <Text size="sm">{name ?? '—'}</Text>
      {!disabled && (
        <FileButton
          onChange={(file) => {
            if (!file) return;
            setBusy(true);
            uploadFile('file', file)
              .then((stored) => {
                setValue(
                  `offerAttachments.${index}.file`,
                  { fileId: stored.id },
                  { shouldDirty: true },
                );
                setName(file.name);
              })
              .catch((error: unknown) => showToast('error', errorMessages(t, error).join(' ')))
              .finally(() => setBusy(false));
          }}
        >
          {(props) => (
            <Button {...props} size="xs" variant="default" loading={busy}>
              {t('offers.fields.attachmentFile')}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}

/**
 * The General tab (REQ-OFFER-4): switches, texts per language, dates, money and
 * percents, series, main image, and the lists. `readOnly` is view mode.
 */
/**
 * Memoised: the page re-renders when the page builder's state flips (unsaved, an untyped element
 * blocking save), and these fields, kept mounted behind the Sections tab, must not follow.
 */
export const OfferGeneralFields = memo(function OfferGeneralFields({
  control,
  setValue,
  stored,
  readOnly,
}: {
  control: OfferControl;
  setValue: SetValue;
  stored: Offer | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  useSlugFromTitle(control, setValue);
  const fixed = useWatch({ control, name: 'shouldEnableFixedInvestorsEquity' });
  const start = useWatch({ control, name: 'investmentStart' });
  const decimal = (name: DecimalName) => (
    // REQ-OFFER-6: a value below 0 becomes 0 when the field is left
    <DecimalField
      control={control}
      name={name}
      label={t(`offers.fields.${name}`)}
      suffix={UNIT[name]}
      negativeBecomesZero
      disabled={readOnly}
    />
  );
  return (
    <FieldLabels area="offers">
      <Stack gap="md">
        <Group gap="xl">
          <SwitchField control={control} name="isOpen" />
          <SwitchField control={control} name="isVisible" />
          <SwitchField control={control} name="noRobots" />
          <NumberField
            control={control}
            name="position"
            // a new offer goes after the last one unless a position is typed (the server's
            // next free position); an edit keeps the stored one
            description={stored ? undefined : t('offers.fields.positionNextFree')}
            min={1}
            w={140}
          />
        </Group>
        <TranslatableField control={control} name="title" />
        <TranslatableField
          control={control}
          name="slug"
          description={t('offers.fields.slugHint')}
        />
        <TranslatableField control={control} name="seoTitle" />
        <TranslatableField control={control} name="seoDescription" multiline />
        <ImageField
          control={control}
          name="offerImage"
          current={stored?.image ?? null}
          label={t('offers.fields.image')}
          disabled={readOnly}
        />
        <TranslatableRichTextField control={control} name="mainDescription" disabled={readOnly} />
        <TranslatableField control={control} name="projectType" requiredLanguages={[]} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="templateName" />
          <TextField control={control} name="address" />
          <DateField control={control} name="investmentStart" />
          <DateField
            control={control}
            name="investmentEnd"
            {...(start ? { minDate: start } : {})}
          />
          {decimal('investmentReturn')}
          {decimal('redemptionCapRate')}
          {decimal('totalCost')}
          {decimal('costPerStock')}
          {decimal('debt')}
          <NumberField control={control} name="minStock" min={0} clampBehavior="blur" />
          {decimal('developerEquity')}
          {decimal('investorsEquity')}
          <SeriesField control={control} disabled={readOnly} />
        </SimpleGrid>
        <TranslatableField control={control} name="tenants" requiredLanguages={[]} multiline />
        <Group align="flex-end">
          <SwitchField control={control} name="shouldEnableFixedInvestorsEquity" />
          {fixed === true && decimal('fixedInvestorsEquity')}
        </Group>
        <EditableList
          control={control}
          name="offerProperties"
          label={t('offers.fields.properties')}
          readOnly={readOnly}
          emptyText={t('offers.fields.empty')}
          newItem={() => ({ name: empty(), value: empty() })}
          renderItem={(index) => (
            <>
              <TranslatableField
                control={control}
                name={pair(`offerProperties.${index}.name`)}
                label={t('offers.fields.propertyName')}
                requiredLanguages={[]}
              />
              <TranslatableField
                control={control}
                name={pair(`offerProperties.${index}.value`)}
                label={t('offers.fields.propertyValue')}
                requiredLanguages={[]}
              />
            </>
          )}
        />
        <EditableList
          control={control}
          name="offerBadges"
          label={t('offers.fields.badges')}
          readOnly={readOnly}
          emptyText={t('offers.fields.empty')}
          newItem={() => ({ name: empty() })}
          renderItem={(index) => (
            <TranslatableField
              control={control}
              name={pair(`offerBadges.${index}.name`)}
              label={t('offers.fields.badgeName')}
              requiredLanguages={[]}
            />
          )}
        />
        <EditableList
          control={control}
          name="offerDescriptions"
          label={t('offers.fields.descriptions')}
          readOnly={readOnly}
          emptyText={t('offers.fields.empty')}
          newItem={() => ({ title: empty(), content: empty() })}
          renderItem={(index, disabled) => (
            <>
              <TranslatableField
                control={control}
                name={pair(`offerDescriptions.${index}.title`)}
                label={t('offers.fields.descriptionTitle')}
                requiredLanguages={[]}
              />
              <TranslatableRichTextField
                control={control}
                name={pair(`offerDescriptions.${index}.content`)}
                label={t('offers.fields.descriptionContent')}
                disabled={disabled}
              />
            </>
          )}
        />
        <EditableList
          control={control}
          name="offerAgreements"
          label={t('offers.fields.agreements')}
          readOnly={readOnly}
          emptyText={t('offers.fields.empty')}
          newItem={() => ({
            type: 'investment' as const,
            target: 'order' as const,
            required: true,
            content: empty(),
          })}
          renderItem={(index, disabled) => (
            <>
              <Group grow align="flex-end">
                <AgreementSelect
                  control={control}
                  name={`offerAgreements.${index}.type`}
                  kind="types"
                  disabled={disabled}
                />
                <AgreementSelect
                  control={control}
                  name={`offerAgreements.${index}.target`}
                  kind="targets"
                  disabled={disabled}
                />
                <SwitchField
                  control={control}
                  name={`offerAgreements.${index}.required`}
                  label={t('offers.fields.agreementRequired')}
                />
              </Group>
              <TranslatableRichTextField
                control={control}
                name={pair(`offerAgreements.${index}.content`)}
                label={t('offers.fields.agreementContent')}
                disabled={disabled}
              />
            </>
          )}
        />
        {stored ? (
          <EditableList
            control={control}
            name="offerAttachments"
            label={t('offers.fields.attachments')}
            readOnly={readOnly}
            emptyText={t('offers.fields.empty')}
            newItem={() => ({ displayName: empty() })}
            renderItem={(index, disabled) => (
              <>
                <TranslatableField
                  control={control}
                  name={pair(`offerAttachments.${index}.displayName`)}
                  label={t('offers.fields.attachmentName')}
                />
                <AttachmentFile
                  setValue={setValue}
                  index={index}
                  disabled={disabled}
                  storedName={stored.investorAttachments[index]?.file?.fileName ?? null}
                />
              </>
            )}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('offers.fields.attachmentsAfterCreate')}
          </Text>
        )}
      </Stack>
    </FieldLabels>
  );
});

/** What the General tab holds: every field of the form but the builder's. */
const OFFER_TAB_FIELDS: Record<OfferTab, readonly string[]> = {
  general: Object.keys(offerInputSchema.shape).filter(
    (field) => field !== 'offerSections' && field !== 'saveAndBack',
  ),
  sections: [],
};

/** The editor's two tabs; Sections is the next issue's page builder. */
export function OfferTabs({
  control,
  general,
  sections,
  tab,
  onTab,
}: {
  control: OfferControl;
  general: React.ReactNode;
  /** the page builder (a 1,000-element page is heavy) */
  sections: React.ReactNode;
  tab: OfferTab;
  onTab: (tab: OfferTab) => void;
}) {
  const { t } = useTranslation();
  // A save refused for a General field while Sections is open (that tab's fields are not
  // mounted then) opens General and counts its errors on the tab; the builder's own errors open
  // Sections (`useOfferSections`).
  const tabs = useErrorTabs(control, OFFER_TAB_FIELDS, 'general', { value: tab, onChange: onTab });
  return (
    <Tabs
      value={tabs.value}
      onChange={tabs.open}
      // Only the open tab is mounted. A hidden Sections tab would run the builder's virtual
      // list and its measuring at 0 px; hidden General fields (two rich-text toolbars, some 750
      // elements) cost the builder's every keystroke a share of the browser's work on the
      // page's form controls (REQ-PERF-5). Their values stay in the form; their rules block Save
      // with a notice (`canSubmit`) rather than failing validation out of sight.
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="general" rightSection={tabs.badge('general')}>
          {t('offers.form.tabGeneral')}
        </Tabs.Tab>
        <Tabs.Tab value="sections">{t('offers.form.tabSections')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="general">{general}</Tabs.Panel>
      <Tabs.Panel value="sections">{sections}</Tabs.Panel>
    </Tabs>
  );
}
