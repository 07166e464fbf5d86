import { useState } from 'react';
import { bankStatementsPaths, pathTo } from '@backoffice/contract';
import type { BankCsvMapping, BankStatementSummary } from '@backoffice/contract/bank-statements';
import {
  Alert,
  Button,
  FileInput,
  Fieldset,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessages } from '../../../shared/api/error-messages';
import { formatDateTime } from '../../../shared/format/date-time';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { showToast } from '../../../shared/notifications/toast';
import { useCan } from '../../../shared/permissions/use-can';
import { useBankStatements, useImportStatement, useSavedMapping } from '../api/bank-statements-api';

const MAPPING_KEYS = [
  'date',
  'amount',
  'currency',
  'counterparty',
  'title',
  'bankReference',
] as const;
const EMPTY_MAPPING: BankCsvMapping = {
  date: '',
  amount: '',
  currency: '',
  counterparty: '',
  title: '',
  bankReference: '',
};

/** The import dialog: a file through the upload toolkit, and for CSV its account and columns. */
function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [account, setAccount] = useState('');
  const [mapping, setMapping] = useState<BankCsvMapping>(EMPTY_MAPPING);
  const [error, setError] = useState<string | null>(null);
  const isCsv = !!file && /\.csv$/i.test(file.name);
  const saved = useSavedMapping(isCsv ? account : '');
  const savedMapping = saved.data ?? null;
  const typed = MAPPING_KEYS.every((key) => mapping[key].trim() !== '');
  const importing = useImportStatement();

  const submit = () => {
    if (!file) return;
    setError(null);
    importing
      .mutateAsync({
        file,
        ...(isCsv && account.trim() ? { account: account.trim() } : {}),
        ...(isCsv && typed ? { mapping } : {}),
      })
      .then(
        (result) => {
          showToast('success', t('bankStatements.import.done', result));
          onClose();
          void navigate(pathTo(bankStatementsPaths.routes.record, result.statementId));
        },
        (failure: unknown) => setError(errorMessages(t, failure).join(' ')),
      );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bankStatements.import.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <FileInput
          label={t('bankStatements.import.file')}
          description={t('bankStatements.import.fileHint')}
          accept=".xml,.txt,.sta,.csv,application/xml,text/xml,text/plain,text/csv"
          value={file}
          onChange={setFile}
          required
          clearable
        />
        {isCsv && (
          <>
            <TextInput
              label={t('bankStatements.import.account')}
              description={t('bankStatements.import.accountHint')}
              value={account}
              onChange={(event) => setAccount(event.currentTarget.value)}
              maxLength={50}
              required
            />
            {savedMapping && !typed ? (
              <Text size="sm">{t('bankStatements.import.mappingSaved')}</Text>
            ) : null}
            <Fieldset legend={t('bankStatements.import.mapping')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {MAPPING_KEYS.map((key) => (
                  <TextInput
                    key={key}
                    label={t(`bankStatements.import.columns.${key}`)}
                    value={mapping[key]}
                    placeholder={savedMapping?.[key] ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setMapping((current) => ({ ...current, [key]: value }));
                    }}
                    maxLength={100}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          </>
        )}
        {error ? (
          <Alert color="red" title={t('bankStatements.import.error')} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={importing.isPending} disabled={!file}>
            {t('bankStatements.import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** `/bank-statements` (REQ-BANK-1): imported statements, newest first, and the import. */
export function BankStatementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bankStatements.title'));
  const list = useListUrlState();
  const statements = useBankStatements(list.apiQuery);
  const can = useCan();
  const [importOpen, setImportOpen] = useState(false);
  const column = areaColumns(t, 'bank-statement');

  const columns: ListColumn<BankStatementSummary>[] = [
    {
      ...column('importedAt'),
      sortKey: 'importedAt',
      card: 'key',
      width: 160,
      render: (s) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(s.importedAt)}
        </Text>
      ),
    },
    { ...column('account'), card: 'title', render: (s) => s.account },
    { ...column('format'), card: 'key', render: (s) => t(`bankStatements.formats.${s.format}`) },
    { ...column('fileName'), card: 'key', render: (s) => s.fileName },
    { ...column('entries'), card: 'key', render: (s) => String(s.entries) },
    { ...column('matched'), card: 'key', render: (s) => String(s.matched) },
    { ...column('open'), card: 'key', render: (s) => String(s.open) },
  ];

  return (
    <>
      <ListTable
        title={t('bankStatements.title')}
        state={list}
        result={statements}
        columns={columns}
        rowKey={(s) => s.id}
        rowLabel={(s) =>
          t('bankStatements.rowLabel', { account: s.account, date: formatDateTime(s.importedAt) })
        }
        editPath={(s) => pathTo(bankStatementsPaths.routes.record, s.id)}
        headerExtra={
          can('admin:bank-statement:import') ? (
            <Button
              leftSection={<IconFileUpload size={16} aria-hidden />}
              onClick={() => setImportOpen(true)}
            >
              {t('bankStatements.import.open')}
            </Button>
          ) : null
        }
        emptyMessage={t('bankStatements.notFound')}
        listId="bank-statements"
      />
      {importOpen ? <ImportDialog opened onClose={() => setImportOpen(false)} /> : null}
    </>
  );
}
