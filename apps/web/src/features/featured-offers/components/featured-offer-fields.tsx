import type {
  FeaturedOffer,
  FeaturedOfferFormInput,
  FeaturedOfferInput,
  FeaturedOfferOption,
} from '@backoffice/contract/featured-offers';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray } from 'react-hook-form';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { useFormFrame } from '../../../shared/form/form-frame-context';
import type { EntityFormReturn } from '../../../shared/form/use-entity-form';
import { NumberField } from '../../../shared/form/number-field';
import { SwitchField } from '../../../shared/form/switch-field';
import { TranslatableField } from '../../../shared/form/translatable-field';
import { FieldLabels } from '../../../shared/form/field-labels';
import { DeferredTooltip as Tooltip } from '../../../shared/ui/deferred-tooltip';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { OfferSelect } from './offer-select';

/** The form's values: the schema's input, so an entry's offer may still be empty. */
export type FeaturedOfferFormValues = FeaturedOfferFormInput;

export function toFeaturedOfferValues(group: FeaturedOffer): FeaturedOfferFormValues {
  return {
    title: group.title,
    returnAlreadyInvested: group.returnAlreadyInvested,
    shuffle: group.shuffle,
    offers: group.offers.map((entry) => ({
      offer: entry.offerId,
      position: entry.position,
      fixedPosition: entry.fixedPosition,
    })),
  };
}

export type FeaturedOfferForm = EntityFormReturn<FeaturedOfferFormValues, FeaturedOfferInput>;

/**
 * The group's entries: each a fieldset with the fixed-position switch, the position and the
 * offer select; add, remove (confirmed) and move up or down (which swaps the two positions, so
 * the order on screen is the order saved). Read-only: no add, remove or move.
 */
function OfferEntries({ form, group }: { form: FeaturedOfferForm; group: FeaturedOffer }) {
  const { control } = form;
  const getPosition = (index: number) => form.getValues(`offers.${index}.position`);
  const setPosition = (index: number, position: number | undefined) =>
    form.setValue(`offers.${index}.position`, position, { shouldDirty: true });
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { readOnly } = useFormFrame();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'offers' });
  const [known, setKnown] = useState<ReadonlyMap<number, FeaturedOfferOption>>(
    () => new Map(group.offers.map((entry) => [entry.offerId, entry.offer])),
  );
  const onKnown = useCallback((options: readonly FeaturedOfferOption[]) => {
    setKnown((current) => {
      const next = new Map(current);
      for (const option of options) next.set(option.id, option);
      return next;
    });
  }, []);

  const move = (from: number, to: number) => {
    const [a, b] = [getPosition(from), getPosition(to)];
    swap(from, to);
    // the rows changed places; their positions follow the places
    setPosition(from, a);
    setPosition(to, b);
  };

  const add = () => {
    const positions = fields.map((_, index) => getPosition(index) ?? 0);
    // after the last one: a new entry goes to the end of the list
    append({ offer: null, position: Math.max(0, ...positions) + 1, fixedPosition: false });
  };

  const askRemove = (index: number, offerId: number | '' | null | undefined) => {
    const offer = typeof offerId === 'number' ? known.get(offerId) : undefined;
    openConfirmDialog({
      title: t('featuredOffers.form.removeTitle'),
      message: t('featuredOffers.form.removeMessage', {
        title: offer ? localized(offer.title, language) : t('featuredOffers.form.removeEmpty'),
      }),
      confirmLabel: t('featuredOffers.form.removeConfirm'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: () => remove(index),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('featuredOffers.fields.offers')}
      </Title>
      {fields.length === 0 ? (
        <Text size="sm">{t('featuredOffers.form.noOffers')}</Text>
      ) : readOnly ? null : (
        <Text size="sm">{t('featuredOffers.form.emptyDropped')}</Text>
      )}
      {fields.map((field, index) => (
        <Fieldset
          key={field.id}
          legend={t('featuredOffers.form.entry', { n: index + 1 })}
          data-testid="featured-offer-entry"
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
            <OfferSelect
              control={control}
              index={index}
              label={t('featuredOffers.fields.offer')}
              known={known}
              onKnown={onKnown}
            />
            <NumberField
              control={control}
              name={`offers.${index}.position`}
              label={t('featuredOffers.fields.position')}
              min={1}
              required
            />
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <SwitchField
                control={control}
                name={`offers.${index}.fixedPosition`}
                label={t('featuredOffers.fields.fixedPosition')}
              />
              {readOnly ? null : (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('featuredOffers.form.moveUp')}>
                    <ActionIcon
                      variant="default"
                      aria-label={t('featuredOffers.form.moveUp')}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('featuredOffers.form.moveDown')}>
                    <ActionIcon
                      variant="default"
                      aria-label={t('featuredOffers.form.moveDown')}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('featuredOffers.form.remove')}>
                    <ActionIcon
                      variant="light"
                      color="red"
                      aria-label={t('featuredOffers.form.remove')}
                      onClick={() => askRemove(index, form.getValues(`offers.${index}.offer`))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Group>
          </SimpleGrid>
        </Fieldset>
      ))}
      {readOnly ? null : (
        <Group>
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={add}>
            {t('featuredOffers.form.addOffer')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * REQ-FEAT-2 form: title per language, the read-only name, the two flags and the
 * entries.
 */
export function FeaturedOfferFields({
  form,
  group,
}: {
  form: FeaturedOfferForm;
  group: FeaturedOffer;
}) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <FieldLabels area="featuredOffers">
      <Stack gap="lg">
        <TextInput
          label={t('featuredOffers.fields.name')}
          description={t('featuredOffers.fields.nameHint')}
          value={group.name}
          readOnly
          // filled: it looks like what it is, a value that cannot be typed over
          variant="filled"
        />
        <TranslatableField control={control} name="title" requiredLanguages={[]} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SwitchField control={control} name="returnAlreadyInvested" />
          <SwitchField control={control} name="shuffle" />
        </SimpleGrid>
        <OfferEntries form={form} group={group} />
      </Stack>
    </FieldLabels>
  );
}
