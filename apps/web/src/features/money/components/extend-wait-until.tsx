import { extendTransactionSchema, type Transaction } from '@backoffice/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../shared/form/date-time-field';
import { useEntityForm } from '../../../shared/form/use-entity-form';
import { formatDateTime } from '../../../shared/format/date-time';
import { extendWaitUntilError } from '../money-rules';

/**
 * Extend a pending transaction's deadline (`PUT …/extend`): the new date and time must be in the
 * future and later than the current one; the same codes as the server's refusal.
 */
export function ExtendWaitUntil({
  transaction,
  pending,
  disabled,
  onExtend,
}: {
  transaction: Transaction;
  pending: boolean;
  disabled: boolean;
  onExtend: (waitUntil: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useEntityForm(extendTransactionSchema, { waitUntil: '' });
  // "now" for the calendar's first day: read once, as the screen opens
  const [openedAt] = useState(Date.now);
  const submit = form.handleSubmit(async ({ waitUntil }) => {
    const refusal = extendWaitUntilError(
      waitUntil,
      transaction.waitUntil,
      undefined, // now, read when the form is sent
      transaction.extendLatest,
    );
    if (refusal) {
      // the bound is named: a full sentence in the UI language rather than a bare code
      const message =
        refusal === 'WAIT_UNTIL_TOO_FAR'
          ? t('transactions.actions.tooFar', { latest: formatDateTime(transaction.extendLatest) })
          : refusal;
      form.setError('waitUntil', { message }, { shouldFocus: true });
      return;
    }
    await onExtend(waitUntil);
    form.reset({ waitUntil: '' });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="extend-title">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('transactions.actions.extendHint', {
            current: transaction.waitUntil ? formatDateTime(transaction.waitUntil) : '—',
            latest: formatDateTime(transaction.extendLatest),
          })}
        </Text>
        {/* aligned at the bottom: a field's error shows above its input and moves it down */}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateTimeField
            control={form.control}
            name="waitUntil"
            label={t('transactions.actions.newWaitUntil')}
            required
            w={260}
            // nothing before now or before the current deadline can be chosen
            minDate={new Date(Math.max(openedAt, Date.parse(transaction.waitUntil ?? '') || 0))}
            // nothing past the Settings' bound either; a picked day starts at its last minute
            maxDate={new Date(transaction.extendLatest)}
            defaultTimeValue="23:59:00"
          />
          <Button
            type="submit"
            leftSection={<IconClockPlus size={16} aria-hidden />}
            loading={pending}
            disabled={disabled}
          >
            {t('transactions.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
