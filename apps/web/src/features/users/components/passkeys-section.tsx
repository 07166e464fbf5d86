import { PASSKEY_NAME_MAX, type Passkey } from '@backoffice/contract/auth';
import {
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../shared/api/error-messages';
import { formatDateTime } from '../../../shared/format/date-time';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert';
import {
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from '../api/passkeys-api';
import { useTwoStepStatus } from '../api/two-step-api';

type Dialog =
  { kind: 'add' } | { kind: 'rename'; passkey: Passkey } | { kind: 'remove'; passkey: Passkey };

/**
 * "Passkeys" on the user's own page (REQ-MFA-6, REQ-MFA-8): add one (named), list them with
 * when they were added and last used, rename and remove them; removing asks for a fresh check.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const passkeys = usePasskeys();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const body = () => {
    if (passkeys.isPending) return <Skeleton height={60} />;
    if (passkeys.isError)
      return (
        <LoadErrorAlert
          title={t('users.passkeys.title')}
          error={passkeys.error}
          onRetry={() => void passkeys.refetch()}
        />
      );
    if (passkeys.data.length === 0) return <Text size="sm">{t('users.passkeys.none')}</Text>;
    return (
      <Table.ScrollContainer minWidth={520}>
        <Table data-testid="passkey-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.passkeys.name')}</Table.Th>
              <Table.Th>{t('users.passkeys.created')}</Table.Th>
              <Table.Th>{t('users.passkeys.lastUsed')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('users.passkeys.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {passkeys.data.map((passkey) => (
              <Table.Tr key={passkey.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{passkey.name}</Table.Td>
                <Table.Td>{formatDateTime(passkey.createdAt)}</Table.Td>
                <Table.Td>
                  {passkey.lastUsedAt
                    ? formatDateTime(passkey.lastUsedAt)
                    : t('users.passkeys.neverUsed')}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('users.passkeys.renameOne', { name: passkey.name })}
                      onClick={() => setDialog({ kind: 'rename', passkey })}
                    >
                      {t('users.passkeys.rename')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      aria-label={t('users.passkeys.removeOne', { name: passkey.name })}
                      onClick={() => setDialog({ kind: 'remove', passkey })}
                    >
                      {t('users.passkeys.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('users.passkeys.title')}
        </Title>
        <Text size="sm">{t('users.passkeys.explain')}</Text>
        {body()}
        <Group>
          <Button onClick={() => setDialog({ kind: 'add' })}>{t('users.passkeys.add')}</Button>
        </Group>
      </Stack>
      {dialog?.kind === 'add' ? <AddDialog onClose={close} /> : null}
      {dialog?.kind === 'rename' ? <RenameDialog passkey={dialog.passkey} onClose={close} /> : null}
      {dialog?.kind === 'remove' ? <RemoveDialog passkey={dialog.passkey} onClose={close} /> : null}
    </Paper>
  );
}

/** The name field of the add and rename dialogs, with its own empty-name message. */
function NameForm(props: {
  initial: string;
  submit: string;
  pending: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initial);
  const [empty, setEmpty] = useState(false);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = name.trim();
    setEmpty(!typed);
    if (typed) props.onSubmit(typed);
  };
  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        <ErrorAlert messages={props.error ? errorMessages(t, props.error) : []} />
        <TextInput
          label={t('users.passkeys.name')}
          description={t('users.passkeys.nameHint')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={PASSKEY_NAME_MAX}
          error={empty ? t('errors.PASSKEY_NAME_EMPTY') : undefined}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={props.pending}>
            {props.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.passkeys.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('users.passkeys.addExplain')}</Text>
        <NameForm
          initial=""
          submit={t('users.passkeys.addSubmit')}
          pending={add.isPending}
          error={add.error}
          onSubmit={(name) => add.mutate({ name }, { onSuccess: onClose })}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.passkeys.renameTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <NameForm
        initial={passkey.name}
        submit={t('users.passkeys.save')}
        pending={rename.isPending}
        error={rename.error}
        onSubmit={(name) => rename.mutate({ id: passkey.id, name }, { onSuccess: onClose })}
        onCancel={onClose}
      />
    </Modal>
  );
}

/**
 * Removing asks for a fresh check, as turning TOTP off does: one of the user's passkeys, or a
 * code from the app when TOTP is on.
 */
function RemoveDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemovePasskey();
  const status = useTwoStepStatus();
  const [code, setCode] = useState('');
  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed) remove.mutate({ id: passkey.id, code: typed }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.passkeys.removeTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('users.passkeys.removeExplain', { name: passkey.name })}
        </Text>
        <ErrorAlert messages={remove.error ? errorMessages(t, remove.error) : []} />
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate({ id: passkey.id }, { onSuccess: onClose })}
          data-autofocus
        >
          {t('users.passkeys.removeWithPasskey')}
        </Button>
        {status.data?.totpEnabled ? (
          <form onSubmit={sendCode} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('users.passkeys.orCode')}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={40}
              />
              <Group>
                <Button type="submit" variant="default" color="red" loading={remove.isPending}>
                  {t('users.passkeys.removeWithCode')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
