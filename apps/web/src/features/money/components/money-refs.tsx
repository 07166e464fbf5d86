import type { MoneyActor, MoneyOfferRef, MoneyUserRef } from '@backoffice/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DetailItem } from '../../../shared/ui/detail-list';
import { useTranslation } from 'react-i18next';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { Link } from 'react-router';
import { i18n } from '../../../i18n/i18n';

/**
 * A person as the money screens name them. An erased account has neither name nor e-mail, and a
 * deleted one no e-mail (the server never sends the stored technical address): "deleted investor".
 */
export function personName(user: { firstName: string; lastName: string; email: string }): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email || i18n.t('money.deletedInvestor');
}

export function actorName(actor: MoneyActor, systemLabel: string): string {
  return actor ? personName(actor) : systemLabel;
}

/** A link to another screen when the user may open it, else the same text without a link. */
export function MaybeLink({
  to,
  allowed,
  label,
  children,
}: {
  to: string;
  allowed: boolean;
  /** the link's accessible name when its text alone is not enough */
  label?: string;
  children: ReactNode;
}) {
  if (!allowed) return <>{children}</>;
  return (
    <Anchor component={Link} to={to} aria-label={label}>
      {children}
    </Anchor>
  );
}

/** The investor in a row: name above the e-mail, the name linked to the user screen. */
export function InvestorCell({ user, canOpen }: { user: MoneyUserRef; canOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        <MaybeLink to={`/users/${user.id}`} allowed={canOpen}>
          {personName(user)}
        </MaybeLink>
      </Text>
      {/* an erased account's name line already says "deleted investor" */}
      {user.email || user.firstName || user.lastName ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email ? <BreakableEmail email={user.email} /> : t('money.deletedInvestor')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * An e-mail that may wrap after its `@` before anywhere else: in a narrow column
 * `jan.wisniewski@` / `example.com` reads better than `jan.wisniewski@example.co` / `m`
 * (`overflow-wrap: anywhere` only breaks inside a word when no such opportunity fits).
 */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export function OfferName({ offer, canOpen }: { offer: MoneyOfferRef; canOpen: boolean }) {
  const language = useContentLanguage();
  return (
    <MaybeLink to={`/pages/${offer.id}/edit`} allowed={canOpen}>
      {localized(offer.title, language)}
    </MaybeLink>
  );
}

export function useOfferTitle(): (offer: MoneyOfferRef) => string {
  const language = useContentLanguage();
  return (offer) => localized(offer.title, language);
}

/** `Order #12` linked to its screen. */
export function RecordLink({
  kind,
  id,
  allowed,
}: {
  kind: 'order' | 'transaction' | 'investment';
  id: number;
  allowed: boolean;
}) {
  const { t } = useTranslation();
  const path = { order: 'orders', transaction: 'transactions', investment: 'investments' }[kind];
  return (
    <MaybeLink to={`/${path}/${id}/edit`} allowed={allowed}>
      {t(`money.${kind}Link`, { id })}
    </MaybeLink>
  );
}

/**
 * The investor and the offer as a record's first two details, each linked when the user may
 * open it: every money record (order, transaction, investment) starts with them.
 */
export function investorAndOfferItems(
  t: TFunction,
  can: (permission: 'admin:user:get' | 'admin:offer:get') => boolean,
  record: { user: MoneyUserRef; offer: MoneyOfferRef },
): DetailItem[] {
  return [
    {
      key: 'investor',
      label: t('money.investor'),
      value: <InvestorCell user={record.user} canOpen={can('admin:user:get')} />,
    },
    {
      key: 'offer',
      label: t('money.offer'),
      value: <OfferName offer={record.offer} canOpen={can('admin:offer:get')} />,
    },
  ];
}
