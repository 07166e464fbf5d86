import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from 'react-router';
import { bankStatementsPaths, pathTo, transactionsPaths } from '@backoffice/contract';
import {
  BANK_ENTRY_STATUSES,
  type BankConfirmAnswer,
  type BankEntry,
  type BankTransactionRef,
} from '@backoffice/contract/bank-statements';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateApiError } from '../../../shared/api/error-messages';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { formatPln } from '../../../shared/format/money';
import { useContentLanguage } from '../../../shared/format/translatable';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { showToast } from '../../../shared/notifications/toast';
import { WRAPPING_BADGE } from '../../../shared/ui/wrapping-badge';
import { useCan } from '../../../shared/permissions/use-can';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import {
  useBankStatement,
  useConfirmBatch,
  useIgnoreEntry,
  useMatchEntry,
} from '../api/bank-statements-api';

const STATUS_COLORS: Record<BankEntry['status'], string> = {
  matched: 'blue',
  ambiguous: 'orange',
  unmatched: 'red',
  ignored: 'gray',
  awaiting: 'yellow',
  confirmed: 'green',
  refused: 'grape',
  debit: 'gray',
};

/** The entries staff resolve by hand: matched again, or ignored with a reason. */
const RESOLVABLE = new Set<BankEntry['status']>(['ambiguous', 'unmatched', 'refused']);

function TransactionLink({ transaction }: { transaction: BankTransactionRef }) {
  const { t } = useTranslation();
  const can = useCan();
  const text = t('bankStatements.entry.transactionRef', {
    id: transaction.id,
    orderId: transaction.orderId,
    investor: transaction.investor,
  });
  return can(transactionsPaths.routes.record.permission) ? (
    <Anchor component={Link} to={pathTo(transactionsPaths.routes.record, transaction.id)} size="sm">
      {text}
    </Anchor>
  ) : (
    <Text size="sm">{text}</Text>
  );
}

/** Matching by hand: a candidate or a typed transaction number; or ignoring with a reason. */
function ResolveEntry({ statementId, entry }: { statementId: number; entry: BankEntry }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const [picked, setPicked] = useState<string | null>(null);
  const match = useMatchEntry(statementId);
  const ignore = useIgnoreEntry(statementId);
  const failed = (error: unknown) =>
    showToast('error', errorMessages(t, error).join(' '), t('bankStatements.entry.error'));
  // a refused entry may be matched again to its own transfer once what refused it is settled
  const candidates =
    entry.transaction && !entry.candidates.some((c) => c.id === entry.transaction?.id)
      ? [entry.transaction, ...entry.candidates]
      : entry.candidates;
  const options = candidates.map((c) => ({
    value: String(c.id),
    label: `${c.reference ?? `#${c.id}`} · ${formatPln(c.amount, language)} · ${c.investor}`,
  }));
  const askIgnore = () => {
    let reason = '';
    openConfirmDialog({
      title: t('bankStatements.entry.ignoreTitle'),
      message: (
        <Textarea
          label={t('bankStatements.entry.reason')}
          description={t('bankStatements.entry.reasonHint')}
          autosize
          minRows={2}
          maxLength={500}
          onChange={(event) => {
            reason = event.currentTarget.value;
          }}
        />
      ),
      confirmLabel: t('bankStatements.entry.ignore'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        void ignore
          .mutateAsync({ entryId: entry.id, reason: reason.trim() || '—' })
          .then(() => showToast('success', t('bankStatements.entry.ignored')), failed),
    });
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        aria-label={`${t('bankStatements.entry.pick')}: ${entry.counterparty} ${entry.amount}`}
        placeholder={t('bankStatements.entry.pickPlaceholder')}
        data={options}
        value={picked}
        onChange={setPicked}
        searchable
        size="xs"
        w={260}
        // a transfer outside the candidates: its number typed
        onSearchChange={(search) => {
          if (/^\d{1,9}$/.test(search.trim()) && !options.some((o) => o.value === search.trim())) {
            setPicked(search.trim());
          }
        }}
        nothingFoundMessage={t('bankStatements.entry.pickPlaceholder')}
      />
      <Button
        size="xs"
        disabled={!picked}
        loading={match.isPending}
        onClick={() =>
          picked &&
          void match
            .mutateAsync({ entryId: entry.id, transactionId: Number(picked) })
            .then(() => showToast('success', t('bankStatements.entry.matched')), failed)
        }
      >
        {t('bankStatements.entry.match')}
      </Button>
      <Button size="xs" variant="default" onClick={askIgnore} loading={ignore.isPending}>
        {t('bankStatements.entry.ignore')}
      </Button>
    </Group>
  );
}

/** `/bank-statements/:id` (REQ-BANK-4..6): the entries, matching by hand, and the batch. */
export function BankStatementPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const id = Number(useParams().id);
  const statement = useBankStatement(id);
  const confirm = useConfirmBatch(id);
  const can = useCan();
  const [results, setResults] = useState<BankConfirmAnswer['results'] | null>(null);
  const data = statement.data;
  useDocumentTitle(data ? t('bankStatements.record.title', { account: data.account }) : null);
  if (statement.isPending) return <Loader aria-label={t('bankStatements.title')} />;
  if (!data) {
    return (
      <Alert color="red" role="alert">
        {errorMessages(t, statement.error).join(' ')}
      </Alert>
    );
  }
  const mayMatch = can('admin:bank-statement:match');
  const mayConfirm = can('admin:bank-statement:confirm') && can('admin:transaction:accept');
  const matched = data.counts.matched;
  const askConfirm = () =>
    openConfirmDialog({
      title: t('bankStatements.record.confirmTitle'),
      message: t('bankStatements.record.confirmMessage', { count: matched }),
      confirmLabel: t('bankStatements.record.confirm', { count: matched }),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        void confirm.mutateAsync().then(
          (answer) => setResults(answer.results),
          (error: unknown) =>
            showToast(
              'error',
              errorMessages(t, error).join(' '),
              t('bankStatements.record.confirmError'),
            ),
        ),
    });
  const entryOf = new Map(data.entryList.map((e) => [e.id, e]));
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Anchor component={Link} to={bankStatementsPaths.routes.list.path} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              {t('bankStatements.record.back')}
            </Group>
          </Anchor>
          {/* an account number is one long word: it breaks rather than widen a phone's page */}
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {t('bankStatements.record.title', { account: data.account })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('bankStatements.record.summary', {
              format: t(`bankStatements.formats.${data.format}`),
              fileName: data.fileName,
              who: data.importedBy ?? '—',
              date: formatDateTime(data.importedAt),
            })}
          </Text>
        </Stack>
        {mayConfirm ? (
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={matched === 0}
            loading={confirm.isPending}
            onClick={askConfirm}
          >
            {t('bankStatements.record.confirm', { count: matched })}
          </Button>
        ) : null}
      </Group>
      <Group gap="xs" aria-label={t('bankStatements.fields.status')} role="list">
        {BANK_ENTRY_STATUSES.map((status) => (
          <Badge
            key={status}
            color={STATUS_COLORS[status]}
            variant="light"
            tt="none"
            role="listitem"
          >
            {t(`bankStatements.record.counts.${status}`)}: {data.counts[status]}
          </Badge>
        ))}
      </Group>
      {results ? (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('bankStatements.record.results')}
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bankStatements.fields.transaction')}</Table.Th>
                <Table.Th>{t('bankStatements.fields.amount')}</Table.Th>
                <Table.Th>{t('bankStatements.fields.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((r) => (
                <Table.Tr key={r.entryId} data-testid="confirm-result">
                  <Table.Td>#{r.transactionId}</Table.Td>
                  <Table.Td>{formatPln(entryOf.get(r.entryId)?.amount ?? '0', language)}</Table.Td>
                  <Table.Td>
                    {t(`bankStatements.record.outcome.${r.outcome}`)}
                    {r.error ? ` — ${translateApiError(t, r.error)}` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      <Title order={2} size="h3">
        {t('bankStatements.record.entries')}
      </Title>
      {data.entryList.length < data.entries ? (
        <Text size="sm">
          {t('bankStatements.record.limited', { count: data.entryList.length })}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={900}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bankStatements.fields.date')}</Table.Th>
              <Table.Th>{t('bankStatements.fields.amount')}</Table.Th>
              <Table.Th>{t('bankStatements.fields.counterparty')}</Table.Th>
              <Table.Th>{t('bankStatements.fields.title')}</Table.Th>
              <Table.Th>{t('bankStatements.fields.status')}</Table.Th>
              <Table.Th>{t('bankStatements.fields.transaction')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.entryList.map((entry) => (
              <Table.Tr key={entry.id} data-testid="bank-entry">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.valueDate)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {entry.credit ? '' : '−'}
                  {formatPln(entry.amount, language)}
                </Table.Td>
                <Table.Td>{entry.counterparty}</Table.Td>
                <Table.Td>{entry.title}</Table.Td>
                <Table.Td>
                  <Badge
                    color={STATUS_COLORS[entry.status]}
                    variant="light"
                    tt="none"
                    styles={WRAPPING_BADGE}
                  >
                    {t(`bankStatements.record.counts.${entry.status}`)}
                  </Badge>
                  {entry.matchMethod ? (
                    <Text size="xs">{t(`bankStatements.entry.method.${entry.matchMethod}`)}</Text>
                  ) : null}
                  {entry.ignoreReason ? <Text size="xs">{entry.ignoreReason}</Text> : null}
                  {entry.refusal ? (
                    <Text size="xs" data-testid="bank-entry-refusal">
                      {translateApiError(t, entry.refusal)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {entry.transaction ? <TransactionLink transaction={entry.transaction} /> : null}
                  {mayMatch && RESOLVABLE.has(entry.status) ? (
                    <ResolveEntry statementId={id} entry={entry} />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
