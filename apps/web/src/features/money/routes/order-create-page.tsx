import {
  manualOrderSchema,
  orderTotal,
  type InvestorOption,
  type ManualOrderAgreement,
  type ManualOrderOfferOption,
  ordersPaths,
  pathTo,
} from '@backoffice/contract';
import { Alert, Checkbox, Group, Spoiler, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { CreateForm } from '../../../shared/form/create-form';
import { NumberField } from '../../../shared/form/number-field';
import { SelectField } from '../../../shared/form/select-field';
import { useFormField } from '../../../shared/form/use-form-field';
import { FieldLabels } from '../../../shared/form/field-labels';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { RichHtml } from '../../../shared/ui/rich-html';
import { useInvestorSearch, useManualOrder, useManualOrderOptions } from '../api/investments-api';
import { personName } from '../components/money-refs';
import { useMoney } from '../components/use-money-format';
import { newIdempotencyKey } from '../money-rules';

interface ManualOrderValues {
  userId: number | undefined;
  offerId: number | undefined;
  seriesId: number | undefined;
  quantity: number | undefined;
  acceptedAgreementIds: number[];
}
type ManualOrderControl = Control<ManualOrderValues, unknown, ManualOrderValues>;

function positiveId(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

const investorLabel = (investor: InvestorOption) => `${personName(investor)} (${investor.email})`;

/**
 * The investor, picked by search: the server finds them by name or e-mail; the one picked stays
 * among the options while another search runs, so the field keeps showing who it is.
 */
function InvestorPicker({
  control,
  initialId,
  initialSearch,
}: {
  control: ManualOrderControl;
  initialId: number | undefined;
  initialSearch: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(initialSearch);
  const [debounced] = useDebouncedValue(search, 300);
  const found = useInvestorSearch(debounced);
  const [picked, setPicked] = useState<InvestorOption | null>(null);
  const options = [
    ...(picked ? [picked] : []),
    ...(found.data ?? []).filter((x) => x.id !== picked?.id),
  ];
  // the prefilled investor (from an investment) is found by id; keep them once the answer is in
  const prefilled =
    initialId === undefined ? undefined : found.data?.find((x) => x.id === initialId);
  if (prefilled && picked === null) setPicked(prefilled);
  return (
    <SelectField
      control={control}
      name="userId"
      valueType="number"
      label={t('orders.create.investor')}
      placeholder={t('orders.create.investorPlaceholder')}
      required
      searchable
      clearable
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? undefined : t('orders.create.investorNothing')}
      onSearchChange={setSearch}
      data={[
        ...options.map((x) => ({ value: String(x.id), label: investorLabel(x) })),
        // a prefilled id not found by the search still shows as what it is
        ...(initialId !== undefined && !options.some((x) => x.id === initialId)
          ? [{ value: String(initialId), label: `#${initialId}` }]
          : []),
      ]}
      onPick={(value) => setPicked(options.find((x) => x.id === value) ?? null)}
    />
  );
}

/** The agreements of the order target: each ticked one is accepted on the investor's behalf. */
function AgreementChecks({
  control,
  agreements,
}: {
  control: ManualOrderControl;
  agreements: readonly ManualOrderAgreement[];
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { value, onChange, error, disabled } = useFormField(control, 'acceptedAgreementIds');
  const ticked = Array.isArray(value) ? (value as number[]) : [];
  const missing = agreements.filter((a) => a.isRequired && !ticked.includes(a.id));
  if (agreements.length === 0) return <Text c="dimmed">{t('orders.create.noAgreements')}</Text>;
  return (
    <Stack gap="sm" role="group" aria-labelledby="manual-order-agreements">
      <Text fw={600} id="manual-order-agreements">
        {t('orders.create.agreements')}
      </Text>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {t('orders.create.agreementsHint')}
      </Alert>
      {agreements.map((agreement) => (
        <Stack key={agreement.id} gap={4}>
          <Checkbox
            label={`${localized(agreement.name, language)}${agreement.isRequired ? ` (${t('orders.create.required')})` : ''}`}
            checked={ticked.includes(agreement.id)}
            disabled={disabled}
            required={agreement.isRequired}
            // after a refused save, each required agreement still unticked says so itself
            {...(error && missing.includes(agreement)
              ? { error: t('orders.create.agreementMissing'), 'aria-invalid': true }
              : {})}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...ticked, agreement.id]
                  : ticked.filter((id) => id !== agreement.id),
              )
            }
          />
          <Spoiler
            maxHeight={0}
            // each toggle names its agreement for a screen reader's list of buttons
            showLabel={
              <>
                {t('orders.create.showContent')}
                <VisuallyHidden>: {localized(agreement.name, language)}</VisuallyHidden>
              </>
            }
            hideLabel={
              <>
                {t('orders.create.hideContent')}
                <VisuallyHidden>: {localized(agreement.name, language)}</VisuallyHidden>
              </>
            }
            ml={32}
          >
            <RichHtml html={localized(agreement.content, language)} fz="sm" />
          </Spoiler>
        </Stack>
      ))}
      {error && missing.length === 0 ? (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The series of the picked offer, its price and availability, the quantity and the live total. */
function SeriesAndQuantity({
  control,
  offers,
}: {
  control: ManualOrderControl;
  offers: readonly ManualOrderOfferOption[];
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [offerId, seriesId, quantity] = useWatch({
    control,
    name: ['offerId', 'seriesId', 'quantity'],
  });
  const offer = offers.find((o) => o.id === offerId);
  const series = offer?.series.find((s) => s.id === seriesId);
  const total = series ? orderTotal(series.pricePerShare, quantity) : null;
  return (
    <>
      <SelectField
        control={control}
        name="seriesId"
        valueType="number"
        label={t('orders.create.series')}
        required
        disabled={!offer}
        description={offer ? undefined : t('orders.create.pickOfferFirst')}
        // a closed series is shown (staff see why it is missing) but cannot be chosen
        data={(offer?.series ?? []).map((s) => ({
          value: String(s.id),
          disabled: !s.isOpen,
          label: s.isOpen
            ? t('orders.create.seriesOption', {
                name: s.name,
                price: money(s.pricePerShare),
                available: s.available,
              })
            : t('orders.create.seriesClosed', { name: s.name }),
        }))}
      />
      {series ? (
        <Group gap="lg">
          <Text size="sm">{t('orders.create.price', { price: money(series.pricePerShare) })}</Text>
          <Text size="sm">{t('orders.create.available', { count: series.available })}</Text>
        </Group>
      ) : null}
      <Group align="flex-end" gap="md" wrap="wrap">
        <NumberField
          control={control}
          name="quantity"
          required
          min={1}
          max={series?.available}
          w={200}
        />
        <Text fw={600} aria-live="polite" data-live-total>
          {total === null ? '\u00a0' : t('orders.create.total', { total: money(total) })}
        </Text>
      </Group>
    </>
  );
}

/**
 * `/orders/create` (REQ-MONEY-10, `POST /admin/investment/manual-order`): staff place an order for
 * an investor: the investor by search, the offer, a series of it (price from the series,
 * available shares shown), the quantity with the live total, and the order's agreements
 * ticked on the investor's behalf. Prefilled from `?userId=&offerId=` (an investment's button).
 */
export function OrderCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.create.title'));
  const language = useContentLanguage();
  const [params] = useSearchParams();
  const initialUser = positiveId(params.get('userId'));
  const initialOffer = positiveId(params.get('offerId'));
  const options = useManualOrderOptions();
  const place = useManualOrder();
  const offers = options.data?.offers;
  const agreements = options.data?.agreements;
  // The series' shares still available, known from the options: more is refused on the field
  // with the number, before the server's NOT_ENOUGH_SHARES_AVAILABLE (which cannot say it).
  // REQ-RULES-4: a closed offer or series (prefilled from a link) and an unticked required
  // agreement are refused on their own fields on the first save, before the server is asked.
  const schema = useMemo(
    () =>
      manualOrderSchema.superRefine(
        (parsed, ctx) => {
          // run even when another field is still empty, so every refusal shows on the first save:
          // the values are then as typed, any of them possibly missing
          const order = parsed as Partial<typeof parsed>;
          const offer = offers?.find((o) => o.id === order.offerId);
          const series = offer?.series.find((s) => s.id === order.seriesId);
          if (offer && !offer.isOpen) {
            ctx.addIssue({
              code: 'custom',
              path: ['offerId'],
              message: 'OFFER_CLOSED_FOR_INVESTMENTS',
            });
          }
          if (series && !series.isOpen) {
            ctx.addIssue({
              code: 'custom',
              path: ['seriesId'],
              message: 'SERIES_CLOSED_FOR_INVESTMENTS',
            });
          }
          if (series && order.quantity !== undefined && order.quantity > series.available) {
            ctx.addIssue({
              code: 'custom',
              path: ['quantity'],
              message: `QUANTITY_OVER_AVAILABLE|${series.available}`,
            });
          }
          const ticked = Array.isArray(order.acceptedAgreementIds)
            ? order.acceptedAgreementIds
            : [];
          const missing = (agreements ?? []).filter((a) => a.isRequired && !ticked.includes(a.id));
          if (missing.length > 0) {
            ctx.addIssue({
              code: 'custom',
              path: ['acceptedAgreementIds'],
              message: 'IS_REQUIRED',
            });
          }
        },
        { when: () => true },
      ),
    [offers, agreements],
  );
  return (
    <FieldLabels area="orders">
      <CreateForm
        title={t('orders.create.title')}
        listPath="/orders"
        listTitle={t('orders.list.title')}
        schema={schema}
        // empty until picked: the schema's IS_REQUIRED names what is missing
        defaultValues={
          {
            userId: initialUser,
            offerId: initialOffer,
            seriesId: undefined,
            quantity: undefined,
            acceptedAgreementIds: [],
          } as unknown as z.input<typeof manualOrderSchema>
        }
        editPath={(id) => pathTo(ordersPaths.routes.record, id)}
        busy={options.isPending}
        onCreate={async (body) => {
          const answer = await place.mutateAsync({ body, idempotencyKey: newIdempotencyKey() });
          return answer.pending ? { waiting: t('orders.toast.sentForApproval') } : answer.value;
        }}
        messages={{ success: t('orders.toast.created'), error: t('orders.toast.createError') }}
      >
        {(form) => {
          const control = form.control as unknown as ManualOrderControl;
          return (
            <Stack gap="md" maw={720}>
              <InvestorPicker
                control={control}
                initialId={initialUser}
                initialSearch={params.get('investor') ?? ''}
              />
              <SelectField
                control={control}
                name="offerId"
                valueType="number"
                label={t('orders.create.offer')}
                required
                searchable
                // a closed offer is shown but cannot be chosen (REQ-RULES-4)
                data={(offers ?? []).map((o) => ({
                  value: String(o.id),
                  disabled: !o.isOpen,
                  label: o.isOpen
                    ? localized(o.title, language)
                    : t('orders.create.offerClosed', { title: localized(o.title, language) }),
                }))}
                onPick={() => form.setValue('seriesId', undefined as never)}
              />
              <SeriesAndQuantity control={control} offers={offers ?? []} />
              <AgreementChecks control={control} agreements={options.data?.agreements ?? []} />
              <Text size="sm" c="dimmed">
                {t('orders.create.paymentNote')}
              </Text>
            </Stack>
          );
        }}
      </CreateForm>
    </FieldLabels>
  );
}
