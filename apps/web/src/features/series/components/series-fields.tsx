import type { SecretMask } from '@backoffice/contract';
import type { Series, SeriesInput, seriesInputSchema } from '@backoffice/contract/series';
import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../shared/form/date-field';
import { DecimalField } from '../../../shared/form/decimal-field';
import { NumberField } from '../../../shared/form/number-field';
import { SecretField } from '../../../shared/form/secret-field';
import { SwitchField } from '../../../shared/form/switch-field';
import { TextField } from '../../../shared/form/text-field';
import { FieldLabels } from '../../../shared/form/field-labels';
import { localized, useContentLanguage } from '../../../shared/format/translatable';

export type SeriesFormValues = z.input<typeof seriesInputSchema>;
type SeriesControl = Control<SeriesFormValues, unknown, SeriesInput>;

const NO_SECRET: SecretMask = { isSet: false, mask: '' };

/** The form's values of a series: a secret shows as its mask until a new one is typed. */
export function toSeriesInput(series: Series): SeriesFormValues {
  return {
    name: series.name,
    displayName: series.displayName,
    limit: series.limit,
    pricePerShare: series.pricePerShare,
    availableFrom: series.availableFrom,
    availableTo: series.availableTo,
    bankName: series.bankName,
    accountHolder: series.accountHolder,
    accountNumber: series.accountNumber,
    allowOnlinePayments: series.allowOnlinePayments,
    useDefaultPaypalConfig: series.useDefaultPaypalConfig,
    paypalProductionMode: series.paypalProductionMode,
    paypalSandboxClientId: series.paypalSandboxClientId,
    paypalSandboxClientSecret: series.paypalSandboxClientSecret.mask,
    paypalProductionClientId: series.paypalProductionClientId,
    paypalProductionClientSecret: series.paypalProductionClientSecret.mask,
  };
}

/**
 * REQ-SERIES-2: the tranche (name, limit, price, dates), the bank account investors pay
 * into, and the PayPal options; a series' own PayPal credentials show only when it does not use
 * the default configuration. `stored` is the loaded series (null on create).
 */
export function SeriesFields({
  control,
  stored,
}: {
  control: SeriesControl;
  stored: Series | null;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const useDefault = useWatch({ control, name: 'useDefaultPaypalConfig' });
  const half = { base: 1, sm: 2 } as const;
  return (
    <FieldLabels area="series">
      <Stack gap="md">
        <Fieldset legend={t('series.form.general')}>
          <Stack gap="md">
            <SimpleGrid cols={half}>
              <TextField control={control} name="name" required />
              <TextField control={control} name="displayName" />
            </SimpleGrid>
            <SimpleGrid cols={half}>
              <NumberField control={control} name="limit" min={0} required />
              <DecimalField
                control={control}
                name="pricePerShare"
                description={t('series.fields.pricePerShareHint')}
                required
                suffix="PLN"
              />
            </SimpleGrid>
            <SimpleGrid cols={half}>
              <DateField control={control} name="availableFrom" />
              <DateField control={control} name="availableTo" />
            </SimpleGrid>
            {stored ? (
              <Text size="sm" data-testid="series-sold">
                {t('series.fields.numberOfShares')}: {stored.numberOfShares} / {stored.limit}
                {stored.offers.length > 0
                  ? ` · ${t('series.form.usedBy', {
                      offers: stored.offers.map((o) => localized(o.title, language)).join(', '),
                    })}`
                  : ''}
              </Text>
            ) : null}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('series.form.bank')}>
          <Stack gap="md">
            <SimpleGrid cols={half}>
              <TextField control={control} name="bankName" />
              <TextField control={control} name="accountHolder" />
            </SimpleGrid>
            <TextField
              control={control}
              name="accountNumber"
              autoComplete="off"
              spellCheck={false}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('series.form.paypal')}>
          <Stack gap="md">
            <SwitchField
              control={control}
              name="allowOnlinePayments"
              description={t('series.fields.allowOnlinePaymentsHint')}
            />
            <SwitchField
              control={control}
              name="useDefaultPaypalConfig"
              description={t('series.fields.useDefaultPaypalConfigHint')}
            />
            {useDefault === false ? (
              <>
                <SwitchField control={control} name="paypalProductionMode" />
                <SimpleGrid cols={half}>
                  <Fieldset legend={t('series.form.sandbox')} variant="unstyled">
                    <Stack gap="md">
                      <TextField
                        control={control}
                        name="paypalSandboxClientId"
                        autoComplete="off"
                      />
                      <SecretField
                        control={control}
                        name="paypalSandboxClientSecret"
                        stored={stored?.paypalSandboxClientSecret ?? NO_SECRET}
                      />
                    </Stack>
                  </Fieldset>
                  <Fieldset legend={t('series.form.production')} variant="unstyled">
                    <Stack gap="md">
                      <TextField
                        control={control}
                        name="paypalProductionClientId"
                        autoComplete="off"
                      />
                      <SecretField
                        control={control}
                        name="paypalProductionClientSecret"
                        stored={stored?.paypalProductionClientSecret ?? NO_SECRET}
                      />
                    </Stack>
                  </Fieldset>
                </SimpleGrid>
              </>
            ) : null}
          </Stack>
        </Fieldset>
      </Stack>
    </FieldLabels>
  );
}
