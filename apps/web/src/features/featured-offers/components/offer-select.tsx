import type { FeaturedOfferInput, FeaturedOfferOption } from '@backoffice/contract/featured-offers';
import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { useFormField } from '../../../shared/form/use-form-field';
import { useOfferOptions } from '../api/featured-offers-api';
import type { FeaturedOfferFormValues } from './featured-offer-fields';

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** What the select shows for an offer: its title in the current language and its slug. */
export function offerLabel(option: FeaturedOfferOption, language: 'pl' | 'en'): string {
  const slug = localized(option.slug, language);
  return `${localized(option.title, language)} (${slug})`;
}

/**
 * An entry's offer: a select whose options the server searches by title or slug as the user
 * types (debounced). The chosen offer's label comes from `known` (the saved entries and every
 * offer the search answered), since the server's answer for a new search may not include it.
 */
export function OfferSelect({
  control,
  index,
  label,
  known,
  onKnown,
}: {
  control: Control<FeaturedOfferFormValues, unknown, FeaturedOfferInput>;
  index: number;
  label: string;
  known: ReadonlyMap<number, FeaturedOfferOption>;
  onKnown: (options: readonly FeaturedOfferOption[]) => void;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { inputProps, value, onChange } = useFormField(control, `offers.${index}.offer`);
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const selected = typeof value === 'number' ? known.get(value) : undefined;
  const selectedLabel = selected ? offerLabel(selected, language) : '';
  // Showing the chosen offer's label is not a search: the dropdown then lists every offer.
  const term = search === selectedLabel ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useOfferOptions(debounced, opened);
  const answered = options.data?.items ?? [];

  const byId = new Map<number, FeaturedOfferOption>();
  if (selected) byId.set(selected.id, selected);
  for (const option of answered) byId.set(option.id, option);
  const data = [...byId.values()].map((option) => ({
    value: String(option.id),
    label: offerLabel(option, language),
  }));

  return (
    <Select
      {...inputProps}
      label={label}
      required
      searchable
      clearable
      data={data}
      // the server filtered them; the client must not filter again by the label
      filter={({ options: all }) => all}
      value={typeof value === 'number' ? String(value) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onChange={(next) => {
        const id = next === null ? null : Number(next);
        const option = id === null ? undefined : byId.get(id);
        if (option) onKnown([option]);
        onChange(id);
      }}
      placeholder={t('featuredOffers.form.offerPlaceholder')}
      nothingFoundMessage={options.isFetching ? undefined : t('featuredOffers.form.noOfferFound')}
      renderOption={({ option }) => {
        const offer = byId.get(Number(option.value));
        return offer ? (
          <Stack gap={0}>
            <Text size="sm">{localized(offer.title, language)}</Text>
            <Text size="xs" c="dimmed">
              {localized(offer.slug, language)}
            </Text>
          </Stack>
        ) : (
          option.label
        );
      }}
    />
  );
}
