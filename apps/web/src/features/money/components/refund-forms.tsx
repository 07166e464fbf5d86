import { businessDay } from '@backoffice/contract';
import {
  bankReferenceSchema,
  calendarDaySchema,
  cancelRefundSchema,
  positiveMoneyInputSchema,
  sendRefundSchema,
} from '@backoffice/contract/refunds';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateField } from '../../../shared/form/date-field';
import { DecimalField } from '../../../shared/form/decimal-field';
import { TextField } from '../../../shared/form/text-field';
import { TextareaField } from '../../../shared/form/textarea-field';
import { useEntityForm } from '../../../shared/form/use-entity-form';

interface FormProps<T> {
  /** the section title's id: the form is named by it */
  labelledBy: string;
  pending: boolean;
  disabled: boolean;
  onSubmit: (values: T) => Promise<unknown>;
}

const receiptSchema = z.object({
  amountReceived: positiveMoneyInputSchema,
  valueDate: calendarDaySchema,
  bankReference: bankReferenceSchema,
});
export type ReceiptValues = z.infer<typeof receiptSchema>;

/**
 * What arrived for a bank transfer (REQ-REFUND-1): the amount (what is still due unless changed),
 * the value date (today) and the bank's reference. Less than due leaves the payment open.
 */
export function ConfirmTransferForm({
  due,
  labelledBy,
  pending,
  disabled,
  onSubmit,
}: FormProps<ReceiptValues> & { due: string }) {
  const { t } = useTranslation();
  const today = businessDay();
  const form = useEntityForm(receiptSchema, {
    amountReceived: due,
    valueDate: today,
    bankReference: '',
  });
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('refunds.receipt.hint')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DecimalField
            control={form.control}
            name="amountReceived"
            label={t('refunds.receipt.amount')}
            suffix="PLN"
            required
            w={200}
          />
          <DateField
            control={form.control}
            name="valueDate"
            label={t('refunds.receipt.valueDate')}
            required
            maxDate={today}
          />
          <TextField
            control={form.control}
            name="bankReference"
            label={t('refunds.receipt.bankReference')}
            maxLength={140}
            w={240}
          />
          <Button
            type="submit"
            color="teal.9"
            leftSection={<IconCash size={16} aria-hidden />}
            loading={pending}
            disabled={disabled}
          >
            {t('refunds.receipt.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Mark sent": the outgoing transfer's value date and bank reference. */
export function SendRefundForm({
  labelledBy,
  pending,
  disabled,
  onSubmit,
}: FormProps<{
  valueDate: string;
  bankReference: string;
}>) {
  const { t } = useTranslation();
  const today = businessDay();
  const form = useEntityForm(sendRefundSchema, { valueDate: today, bankReference: '' });
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField
          control={form.control}
          name="valueDate"
          label={t('refunds.fields.sentOn')}
          required
          maxDate={today}
        />
        <TextField
          control={form.control}
          name="bankReference"
          label={t('refunds.fields.bankReference')}
          required
          maxLength={140}
          w={260}
        />
        <Button
          type="submit"
          color="teal.9"
          leftSection={<IconReceiptRefund size={16} aria-hidden />}
          loading={pending}
          disabled={disabled}
        >
          {t('refunds.actions.send')}
        </Button>
      </Group>
    </form>
  );
}

/** "Cancel": why the money is not going back. */
export function CancelRefundForm({
  labelledBy,
  pending,
  disabled,
  onSubmit,
}: FormProps<{
  reason: string;
}>) {
  const { t } = useTranslation();
  const form = useEntityForm(cancelRefundSchema, { reason: '' });
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      <Stack gap="xs" maw={560}>
        <TextareaField
          control={form.control}
          name="reason"
          label={t('refunds.fields.cancelReason')}
          required
          maxLength={1000}
        />
        <Group>
          <Button
            type="submit"
            color="red.8"
            variant="outline"
            leftSection={<IconX size={16} aria-hidden />}
            loading={pending}
            disabled={disabled}
          >
            {t('refunds.actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const createSchema = z.object({
  amount: positiveMoneyInputSchema,
  reason: z.string().trim().min(1, 'IS_REQUIRED').max(1000, 'TOO_LONG'),
});

/** A refund by hand from an order: at most what it received less its refunds. */
export function CreateRefundForm({
  refundable,
  labelledBy,
  pending,
  disabled,
  onSubmit,
}: FormProps<{ amount: string; reason: string }> & { refundable: string }) {
  const { t } = useTranslation();
  const form = useEntityForm(createSchema, { amount: refundable, reason: '' });
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values);
    form.reset({ amount: '', reason: '' });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
      <Stack gap="xs" maw={560}>
        <DecimalField
          control={form.control}
          name="amount"
          label={t('refunds.fields.amount')}
          suffix="PLN"
          required
          w={200}
        />
        <TextareaField
          control={form.control}
          name="reason"
          label={t('refunds.fields.reason')}
          required
          maxLength={1000}
        />
        <Group>
          <Button
            type="submit"
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            loading={pending}
            disabled={disabled}
          >
            {t('refunds.actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
