import {
  withPostcodeRule,
  type Country,
  type User,
  type UserFields as UserFieldValues,
  type userFieldsSchema,
} from '@backoffice/contract/users';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField } from '../../../shared/form/number-field';
import { RefSelectField } from '../../../shared/form/ref-select-field';
import { SwitchField } from '../../../shared/form/switch-field';
import { TextField } from '../../../shared/form/text-field';
import type { EntityFormReturn } from '../../../shared/form/use-entity-form';
import { FieldLabels } from '../../../shared/form/field-labels';
import { useContentLanguage } from '../../../shared/format/translatable';

/** What the form holds (the schema's input: flags and investor data may be left to defaults). */
export type UserFormValues = z.input<typeof userFieldsSchema>;
export type UserForm = EntityFormReturn<UserFormValues, UserFieldValues>;

/** A user → the form's values (the fields of REQ-USER-8, without id, flags and version). */
export function toUserFormValues(user: User): UserFormValues {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    active: user.active,
    position: user.position,
    investorData: {
      phoneNumber: user.investorData.phoneNumber,
      address: { ...user.investorData.address },
      bankAccount: { ...user.investorData.bankAccount },
    },
  };
}

/**
 * The user fields' schema with the postcode checked against the chosen country (Poland:
 * NN-NNN), from the countries list; the server runs the same contract rule.
 */
export function useUserFieldsSchema(countries: readonly Country[] | undefined) {
  return useMemo(
    () => withPostcodeRule((id) => countries?.find((country) => country.id === id)?.code),
    [countries],
  );
}

/** REQ-USER-3: save is disabled while the email is empty. */
export function hasEmail(values: UserFormValues): boolean {
  return values.email.trim() !== '';
}

/** The form's sections: a legend that reads as a heading. */
const SECTION_STYLES = {
  legend: {
    fontWeight: 700,
    fontSize: 'var(--mantine-font-size-lg)',
    marginBottom: 'var(--mantine-spacing-xs)',
  },
} as const;

/** Why a switch cannot be changed by this viewer; null when it can. */
export type SwitchLock = string | null;

export interface UserFieldsProps {
  form: UserForm;
  /** The countries with their states (undefined while loading). */
  countries: readonly Country[] | undefined;
  /** isAdmin: only a super admin may change it; fixed on for a new staff account. */
  adminLock: SwitchLock;
  /** active: nobody can deactivate their own account. */
  activeLock: SwitchLock;
}

/** The address's state select, shown only when the chosen country has states. */
function StateSelect({
  form,
  countries,
}: {
  form: UserForm;
  countries: readonly Country[] | undefined;
}) {
  const { t } = useTranslation();
  const country = useWatch({ control: form.control, name: 'investorData.address.country' });
  const states = countries?.find((candidate) => candidate.id === country?.id)?.states ?? [];
  if (states.length === 0) return null;
  return (
    <RefSelectField
      control={form.control}
      name="investorData.address.state"
      label={t('users.fields.state')}
      placeholder={t('users.fields.statePlaceholder')}
      data={states.map((state) => ({ value: String(state.id), label: state.name }))}
      searchable
      clearable
    />
  );
}

/**
 * The user form of REQ-USER-3: the account (email, names, active, isAdmin and position),
 * then the investor data — phone, address with country and state, bank account.
 */
export function UserFields({ form, countries, adminLock, activeLock }: UserFieldsProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { control } = form;
  const countryOptions = (countries ?? []).map((country) => ({
    value: String(country.id),
    label: country.name[language] || country.name.pl,
  }));
  const clearStateUnlessIn = (picked: { id: number } | null) => {
    const states = countries?.find((country) => country.id === picked?.id)?.states ?? [];
    const state = form.getValues('investorData.address.state');
    if (state && !states.some((candidate) => candidate.id === state.id)) {
      form.setValue('investorData.address.state', null, { shouldDirty: true });
    }
  };

  return (
    <FieldLabels area="users">
      <Stack gap="lg">
        <Fieldset legend={t('users.sections.account')} variant="unstyled" styles={SECTION_STYLES}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              <TextField control={control} name="email" type="email" autoComplete="off" required />
              <TextField control={control} name="firstName" autoComplete="off" required />
              <TextField control={control} name="lastName" autoComplete="off" required />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              <SwitchField
                control={control}
                name="active"
                description={activeLock ?? t('users.fields.activeHint')}
                disabled={activeLock !== null}
              />
              <SwitchField
                control={control}
                name="isAdmin"
                description={adminLock ?? t('users.fields.isAdminHint')}
                disabled={adminLock !== null}
              />
              {/* asked on edit as on create (REQ-USER-11: forms behave alike) */}
              <NumberField
                control={control}
                name="position"
                description={t('users.fields.positionHint')}
                required
                min={1}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('users.sections.contact')} variant="unstyled" styles={SECTION_STYLES}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextField
              control={control}
              name="investorData.phoneNumber"
              label={t('users.fields.phoneNumber')}
              type="tel"
              autoComplete="off"
              description={t('users.fields.phoneNumberHint')}
            />
            <TextField
              control={control}
              name="investorData.address.address"
              label={t('users.fields.address')}
              autoComplete="off"
            />
            <TextField
              control={control}
              name="investorData.address.zip"
              label={t('users.fields.zip')}
              description={t('users.fields.zipHint')}
              autoComplete="off"
            />
            <TextField
              control={control}
              name="investorData.address.city"
              label={t('users.fields.city')}
              autoComplete="off"
            />
            <RefSelectField
              control={control}
              name="investorData.address.country"
              label={t('users.fields.country')}
              placeholder={t('users.fields.countryPlaceholder')}
              data={countryOptions}
              searchable
              clearable
              onPick={clearStateUnlessIn}
            />
            <StateSelect form={form} countries={countries} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset
          legend={t('users.sections.bankAccount')}
          variant="unstyled"
          styles={SECTION_STYLES}
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <RefSelectField
              control={control}
              name="investorData.bankAccount.country"
              label={t('users.fields.bankCountry')}
              placeholder={t('users.fields.countryPlaceholder')}
              data={countryOptions}
              searchable
              clearable
            />
            <TextField
              control={control}
              name="investorData.bankAccount.bankName"
              label={t('users.fields.bankName')}
              autoComplete="off"
            />
            <TextField
              control={control}
              name="investorData.bankAccount.accountNumber"
              label={t('users.fields.accountNumber')}
              description={t('users.fields.accountNumberHint')}
              autoComplete="off"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          </SimpleGrid>
        </Fieldset>
      </Stack>
    </FieldLabels>
  );
}
