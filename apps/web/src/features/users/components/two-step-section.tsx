import type { TotpEnrolment } from '@backoffice/contract/auth';
import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../shared/api/error-messages';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert';
import {
  useConfirmTotp,
  useDisableTotp,
  useRegenerateRecoveryCodes,
  useStartTotp,
  useTwoStepStatus,
} from '../api/two-step-api';

/**
 * "Two-step sign-in" on the user's own page (REQ-MFA-1, REQ-MFA-2): turn TOTP on with a QR code
 * or the typed secret and a first code, see the recovery codes once, replace them, turn it off.
 * The secret lives only in this component's state during enrolment; the server never sends it
 * again.
 */
export function TwoStepSection() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const status = useTwoStepStatus();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'regenerate' | 'disable' | null>(null);

  const body = () => {
    if (recoveryCodes) {
      return (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            setEnrolment(null);
          }}
        />
      );
    }
    if (enrolment) {
      return (
        <Stack gap="md">
          <Text size="sm">{t('users.twoStep.scan')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Image
              src={enrolment.qrCode}
              alt={t('users.twoStep.qrAlt')}
              w={200}
              h={200}
              bg="white"
              radius="sm"
            />
            <Stack gap="xs">
              <Text size="sm">{t('users.twoStep.typeSecret')}</Text>
              <Text
                ff="monospace"
                fz="lg"
                fw={600}
                data-testid="totp-secret"
                style={{ overflowWrap: 'anywhere' }}
              >
                {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
              </Text>
            </Stack>
          </SimpleGrid>
          <CodeForm
            label={t('users.twoStep.firstCode')}
            submit={t('users.twoStep.confirm')}
            pending={confirm.isPending}
            error={confirm.error}
            onSubmit={(code) =>
              confirm.mutate(
                { code },
                { onSuccess: (data) => setRecoveryCodes(data.recoveryCodes) },
              )
            }
            onCancel={() => {
              setEnrolment(null);
              confirm.reset();
            }}
          />
        </Stack>
      );
    }
    if (status.isPending) return <Skeleton height={60} />;
    if (status.isError)
      return (
        <LoadErrorAlert
          title={t('users.twoStep.title')}
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      );
    if (!status.data.totpEnabled) {
      return (
        <Stack gap="sm" align="flex-start">
          <Group gap="xs">
            <Badge color="gray" variant="light">
              {t('users.twoStep.off')}
            </Badge>
          </Group>
          {status.data.enrolmentRequired ? (
            <Alert color="orange" role="status" w="100%">
              {t('users.twoStep.requiredByPolicy', {
                date: status.data.enrolmentDueAt
                  ? new Date(status.data.enrolmentDueAt).toLocaleString(i18n.language)
                  : '',
              })}
            </Alert>
          ) : null}
          <Text size="sm">{t('users.twoStep.explainOff')}</Text>
          <ErrorAlert messages={start.isError ? errorMessages(t, start.error) : []} />
          <Button
            loading={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
          >
            {t('users.twoStep.start')}
          </Button>
        </Stack>
      );
    }
    const action = asking === 'regenerate' ? regenerate : disable;
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="green" variant="light">
            {t('users.twoStep.on')}
          </Badge>
          <Text size="sm">
            {t('users.twoStep.codesLeft', { n: status.data.recoveryCodesLeft })}
          </Text>
        </Group>
        {asking ? (
          <CodeForm
            label={t('users.twoStep.currentCode')}
            submit={
              asking === 'regenerate' ? t('users.twoStep.regenerate') : t('users.twoStep.disable')
            }
            danger={asking === 'disable'}
            pending={action.isPending}
            error={action.error}
            onSubmit={(code) => {
              if (asking === 'regenerate') {
                regenerate.mutate(
                  { code },
                  {
                    onSuccess: (data) => {
                      setAsking(null);
                      setRecoveryCodes(data.recoveryCodes);
                    },
                  },
                );
              } else {
                disable.mutate({ code }, { onSuccess: () => setAsking(null) });
              }
            }}
            onCancel={() => {
              setAsking(null);
              regenerate.reset();
              disable.reset();
            }}
          />
        ) : (
          <Group gap="sm">
            <Button variant="default" onClick={() => setAsking('regenerate')}>
              {t('users.twoStep.regenerate')}
            </Button>
            <Button variant="default" color="red" onClick={() => setAsking('disable')}>
              {t('users.twoStep.disable')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('users.twoStep.title')}
        </Title>
        {body()}
      </Stack>
    </Paper>
  );
}

/** One code from the app (or a recovery code), with its own errors in the user's language. */
function CodeForm(props: {
  label: string;
  submit: string;
  pending: boolean;
  error: unknown;
  danger?: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    setEmpty(!typed);
    if (typed) props.onSubmit(typed);
  };
  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm" maw={360}>
        <ErrorAlert messages={props.error ? errorMessages(t, props.error) : []} />
        <TextInput
          label={props.label}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={40}
          error={empty ? t('errors.MFA_CODE_REQUIRED') : undefined}
          data-autofocus
          autoFocus
        />
        <Group gap="sm">
          <Button type="submit" loading={props.pending} color={props.danger ? 'red' : undefined}>
            {props.submit}
          </Button>
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The recovery codes, once: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={t('users.twoStep.codesTitle')}>
        {t('users.twoStep.codesOnce')}
      </Alert>
      <List
        data-testid="recovery-codes"
        listStyleType="none"
        ff="monospace"
        style={{ columns: '2 9rem' }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <Button onClick={onDone}>{t('users.twoStep.saved')}</Button>
      </Group>
    </Stack>
  );
}
