import type { UserListItem } from '@backoffice/contract/users';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../shared/api/error-messages';
import { showToast } from '../../../shared/notifications/toast';

/**
 * Shown when the server refuses to delete an investor with money history
 * (`USER:USER_HAS_MONEY_HISTORY`, REQ-RULES-2): says why, and offers what can be done instead:
 * deactivate the account, or erase the personal data while the financial records stay (accounting
 * law requires them kept). Erasure cannot be undone, so it asks once more.
 */
export function MoneyHistoryDialog({
  user,
  onClose,
  deactivate,
  erase,
}: {
  user: UserListItem | null;
  onClose: () => void;
  /** left out without `admin:user:edit` or for an inactive account */
  deactivate: ((user: UserListItem) => Promise<unknown>) | undefined;
  erase: ((user: UserListItem) => Promise<unknown>) | undefined;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'choose' | 'confirmErase'>('choose');
  const [pending, setPending] = useState(false);
  const close = () => {
    setStep('choose');
    onClose();
  };
  const run = async (action: (user: UserListItem) => Promise<unknown>, done: string) => {
    if (!user) return;
    setPending(true);
    try {
      await action(user);
      showToast('success', done);
      close();
    } catch (error) {
      showToast('error', errorMessages(t, error).join(' '));
    } finally {
      setPending(false);
    }
  };
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  return (
    <Modal
      opened={user !== null}
      onClose={close}
      centered
      title={t('users.moneyHistory.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {step === 'choose' ? (
        <Stack gap="sm">
          <Text size="sm">{t('users.moneyHistory.why', { name })}</Text>
          <Text size="sm">{t('users.moneyHistory.deactivateHint')}</Text>
          <Text size="sm">{t('users.moneyHistory.eraseHint')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('common.cancel')}
            </Button>
            {deactivate ? (
              <Button
                loading={pending}
                onClick={() => void run(deactivate, t('users.moneyHistory.deactivated'))}
              >
                {t('users.moneyHistory.deactivate')}
              </Button>
            ) : null}
            {erase ? (
              <Button color="red" disabled={pending} onClick={() => setStep('confirmErase')}>
                {t('users.moneyHistory.erase')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('users.moneyHistory.eraseConfirm', { name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('choose')} data-autofocus>
              {t('users.moneyHistory.back')}
            </Button>
            {erase ? (
              <Button
                color="red"
                loading={pending}
                onClick={() => void run(erase, t('users.moneyHistory.erased'))}
              >
                {t('users.moneyHistory.eraseNow')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
