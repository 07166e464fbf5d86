import { orderTotal, quantityEditable, updateOrderSchema, type Order } from '@backoffice/contract';
import { Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconCheck, IconFileSpreadsheet, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { EditForm } from '../../../shared/form/edit-form';
import { NumberField } from '../../../shared/form/number-field';
import { TextareaField } from '../../../shared/form/textarea-field';
import type { EntityFormReturn } from '../../../shared/form/use-entity-form';
import { FieldLabels } from '../../../shared/form/field-labels';
import { formatDateTime } from '../../../shared/format/date-time';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DetailList } from '../../../shared/ui/detail-list';
import { YesNoBadge } from '../../../shared/ui/yes-no-badge';
import { ordersApi, useOrderAction, useOrderSpreadsheet } from '../api/orders-api';
import { OrderStatusBadge, TransactionStatusBadge } from '../components/money-badges';
import { AwaitingApproval } from '../components/awaiting-approval';
import { actorName, investorAndOfferItems, RecordLink } from '../components/money-refs';
import { OrderRefunds } from '../components/order-refunds';
import { OrderTimeline } from '../components/order-timeline';
import { RecordPage, RecordSection } from '../components/record-page';
import { runMoneyAction } from '../components/run-money-action';
import { SharesTable } from '../components/shares-table';
import { useMoney } from '../components/use-money-format';
import { newIdempotencyKey } from '../money-rules';

/** What the edit may change (`PUT /admin/order/:id`); the version comes from the loaded order. */
const orderEditSchema = updateOrderSchema.pick({ quantity: true, notes: true });
type OrderEditForm = EntityFormReturn<
  z.input<typeof orderEditSchema>,
  z.output<typeof orderEditSchema>
>;
const toValues = (order: Order) => ({ quantity: order.quantity, notes: order.notes });

/** The new total as the quantity is typed: price × quantity in decimal, never a float. */
function LiveTotal({ form, order }: { form: OrderEditForm; order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const quantity = useWatch({ control: form.control, name: 'quantity' });
  const total = orderTotal(order.pricePerShare, quantity);
  return (
    <Text fw={600} aria-live="polite" data-live-total>
      {total === null ? '\u00a0' : t('orders.form.totalLive', { total: money(total) })}
    </Text>
  );
}

function OrderAgreements({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  if (order.agreements.length === 0) return <Text c="dimmed">{t('orders.form.noAgreements')}</Text>;
  return (
    <ScrollTable minWidth={560} label={t('orders.form.agreements')}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('money.agreement')}</Table.Th>
            <Table.Th>{t('orders.form.agreementRequired')}</Table.Th>
            <Table.Th>{t('money.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.agreements.map((agreement) => (
            <Table.Tr key={`${agreement.agreementId}-${agreement.id ?? 'open'}`}>
              <Table.Td>
                {/* the name says what it is; the type is a code (its labels are the agreements
                    area's vocabulary, which a finance user need not be allowed to read) */}
                <Text size="sm" fw={500}>
                  {localized(agreement.name, language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <YesNoBadge value={agreement.isRequired} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {agreement.isAccepted
                    ? t('orders.form.agreementAccepted')
                    : t('orders.form.agreementNotAccepted')}
                  {agreement.answeredAt ? `, ${formatDateTime(agreement.answeredAt)}` : ''}
                </Text>
                {agreement.acceptedBy ? (
                  <Text size="xs" c="dimmed">
                    {t('orders.form.acceptedBy', { name: actorName(agreement.acceptedBy, '') })}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * `/orders/:id/edit` (REQ-MONEY-5 to REQ-MONEY-9, REQ-MONEY-15): every field, the investor,
 * transaction and investment linked, the agreements, the shares, the timeline; quantity and notes
 * editable
 * until completion; accept, reject and the spreadsheet, each only with its permission and when
 * the status allows, disabled while in flight. A 409 re-fetches the order.
 */
export function OrderEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  useDocumentTitle(t('pageTitle.record', { name: t('orders.list.title'), id }));
  const order = ordersApi.useOne(id);
  const update = ordersApi.useUpdate(id);
  const action = useOrderAction(id);
  const spreadsheet = useOrderSpreadsheet(id);
  const can = useCan();
  const money = useMoney();
  // A double click lands twice before React re-renders the disabled button: the ref holds.
  const inFlight = useRef(false);
  const [running, setRunning] = useState<'accept' | 'reject' | 'spreadsheet' | null>(null);

  const run = async (kind: 'accept' | 'reject' | 'spreadsheet', go: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(kind);
    const messages = {
      accept: {
        success: (answer: { pending?: boolean }) =>
          answer.pending ? t('orders.toast.sentForApproval') : t('orders.toast.accepted'),
        error: t('orders.toast.acceptError'),
      },
      reject: { success: t('orders.toast.rejected'), error: t('orders.toast.rejectError') },
      spreadsheet: {
        success: t('orders.toast.spreadsheet'),
        error: t('orders.toast.spreadsheetError'),
      },
    }[kind];
    try {
      await runMoneyAction(t, go, messages, () => order.refetch());
    } finally {
      inFlight.current = false;
      setRunning(null);
    }
  };

  // Accepting issues the shares and cannot be undone: asked first, as rejecting is
  const askAccept = (record: Order) =>
    openConfirmDialog({
      title: t('orders.actions.accept'),
      message: t('orders.actions.acceptConfirm', {
        id: record.id,
        quantity: record.quantity,
        series: record.series.name,
      }),
      confirmLabel: t('orders.actions.accept'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        void run('accept', () =>
          action.mutateAsync({ action: 'accept', idempotencyKey: newIdempotencyKey() }),
        ),
    });

  const askReject = (record: Order) => {
    let reason = '';
    openConfirmDialog({
      title: t('orders.actions.reject'),
      message: (
        <Stack gap="sm">
          <Text size="sm">{t('orders.actions.rejectConfirm', { id: record.id })}</Text>
          <Textarea
            label={t('orders.actions.reason')}
            description={t('orders.actions.reasonHint')}
            autosize
            minRows={2}
            maxLength={1000}
            onChange={(event) => {
              reason = event.currentTarget.value;
            }}
          />
        </Stack>
      ),
      confirmLabel: t('orders.actions.reject'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: () =>
        void run('reject', () =>
          action.mutateAsync({ action: 'reject', idempotencyKey: newIdempotencyKey(), reason }),
        ),
    });
  };

  const actions = (record: Order) => {
    // a money action waits for a second person (REQ-APPR-5): said instead of the buttons
    if (record.pendingApproval) return <AwaitingApproval pending={record.pendingApproval} />;
    // what the order's state and this user's permissions allow, as the server answered it
    const allowed = record.actions;
    const busy = running !== null;
    const buttons = [
      allowed.accept ? (
        <Button
          key="accept"
          // teal.9: white text on the theme's teal.8 is 3.95:1, under AA's 4.5:1
          color="teal.9"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={running === 'accept'}
          disabled={busy}
          onClick={() => askAccept(record)}
        >
          {t('orders.actions.accept')}
        </Button>
      ) : null,
      allowed.reject ? (
        <Button
          key="reject"
          color="red"
          variant="light"
          leftSection={<IconX size={16} aria-hidden />}
          loading={running === 'reject'}
          disabled={busy}
          onClick={() => askReject(record)}
        >
          {t('orders.actions.reject')}
        </Button>
      ) : null,
      allowed.spreadsheet ? (
        <Button
          key="spreadsheet"
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={running === 'spreadsheet'}
          disabled={busy}
          onClick={() => void run('spreadsheet', () => spreadsheet.mutateAsync())}
        >
          {t('orders.actions.spreadsheet')}
        </Button>
      ) : null,
    ].filter(Boolean);
    return buttons.length > 0 ? buttons : null;
  };

  return (
    <FieldLabels area="orders">
      <RecordPage
        query={order}
        listPath="/orders"
        listTitle={t('orders.list.title')}
        title={t('orders.form.editTitle')}
        badge={(record) => <OrderStatusBadge status={record.status} />}
        actions={actions}
      >
        {(record) => {
          const editable = record.actions.edit;
          // the payment was for this number (the server refuses a change too)
          const quantityFixed = !quantityEditable(record.status);
          return (
            <>
              <RecordSection title={t('orders.form.details')} titleId="order-details">
                <DetailList
                  items={[
                    ...investorAndOfferItems(t, can, record),
                    { key: 'series', label: t('money.series'), value: record.series.name },
                    {
                      key: 'date',
                      label: t('orders.fields.date'),
                      value: formatDateTime(record.date),
                    },
                    {
                      key: 'dateCompleted',
                      label: t('orders.fields.dateCompleted'),
                      value: record.dateCompleted ? formatDateTime(record.dateCompleted) : null,
                    },
                    {
                      key: 'dateRejected',
                      label: t('orders.fields.dateRejected'),
                      value: record.dateRejected ? formatDateTime(record.dateRejected) : null,
                    },
                    { key: 'quantity', label: t('orders.fields.quantity'), value: record.quantity },
                    {
                      key: 'pricePerShare',
                      label: t('orders.fields.pricePerShare'),
                      value: money(record.pricePerShare),
                    },
                    {
                      key: 'totalAmount',
                      label: t('orders.fields.totalAmount'),
                      value: <strong>{money(record.totalAmount)}</strong>,
                    },
                    {
                      key: 'transaction',
                      label: t('orders.list.transaction'),
                      value: record.transaction ? (
                        <Group gap="xs" component="span">
                          <RecordLink
                            kind="transaction"
                            id={record.transaction.id}
                            allowed={can('admin:transaction:get')}
                          />
                          <TransactionStatusBadge status={record.transaction.status} />
                        </Group>
                      ) : null,
                    },
                    {
                      key: 'investment',
                      label: t('orders.fields.investment'),
                      value:
                        record.investmentId === null ? null : (
                          <RecordLink
                            kind="investment"
                            id={record.investmentId}
                            allowed={can('admin:investment:get')}
                          />
                        ),
                    },
                    {
                      key: 'manual',
                      label: t('orders.fields.manual'),
                      value: <YesNoBadge value={record.manual} />,
                    },
                    ...(record.rejectionReason
                      ? [
                          {
                            key: 'rejectionReason',
                            label: t('orders.fields.rejectionReason'),
                            value: record.rejectionReason,
                          },
                        ]
                      : []),
                    ...(editable
                      ? []
                      : [
                          {
                            key: 'notes',
                            label: t('orders.fields.notes'),
                            value: record.notes || null,
                          },
                        ]),
                  ]}
                />
              </RecordSection>
              {editable ? (
                <EditForm
                  key={record.status}
                  title={t('orders.form.edit')}
                  titleOrder={2}
                  listPath="/orders"
                  listTitle={null}
                  // the page's header has the one go back and the order's actions
                  section
                  query={order}
                  schema={orderEditSchema}
                  toValues={toValues}
                  onSave={(values, loaded) =>
                    update.mutateAsync({ ...values, version: loaded.version })
                  }
                  messages={{
                    success: t('orders.toast.updated'),
                    error: t('orders.toast.updateError'),
                  }}
                >
                  {(form, loaded) => (
                    <Stack gap="sm">
                      <Text size="sm" c="dimmed">
                        {t('orders.form.editHint')}
                      </Text>
                      <Group align="flex-end" gap="md" wrap="wrap">
                        <NumberField
                          control={form.control}
                          name="quantity"
                          required
                          min={1}
                          w={200}
                          disabled={quantityFixed}
                          description={quantityFixed ? t('orders.form.quantityFixed') : undefined}
                        />
                        {quantityFixed ? null : <LiveTotal form={form} order={loaded} />}
                      </Group>
                      <TextareaField control={form.control} name="notes" />
                    </Stack>
                  )}
                </EditForm>
              ) : null}
              <RecordSection title={t('orders.form.agreements')} titleId="order-agreements">
                <OrderAgreements order={record} />
              </RecordSection>
              <RecordSection title={t('orders.form.shares')} titleId="order-shares">
                {record.shares.length > 0 ? (
                  <SharesTable shares={record.shares} />
                ) : (
                  <Text c="dimmed">
                    {t(
                      // a cancelled order never gets its shares: "issued when accepted" misled
                      record.status === 'rejected'
                        ? 'orders.form.noSharesCancelled'
                        : 'orders.form.noShares',
                    )}
                  </Text>
                )}
              </RecordSection>
              <RecordSection title={t('refunds.order.title')} titleId="order-refunds">
                <OrderRefunds order={record} refresh={() => order.refetch()} />
              </RecordSection>
              <RecordSection title={t('orders.form.timeline')} titleId="order-timeline">
                <OrderTimeline events={record.events} />
              </RecordSection>
            </>
          );
        }}
      </RecordPage>
    </FieldLabels>
  );
}
