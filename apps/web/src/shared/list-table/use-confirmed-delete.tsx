import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../api/error-messages';
import { showToast } from '../notifications/toast';

export interface ConfirmedDeleteOptions<T> {
  /** Deletes the item; the area's mutation invalidates its list (`001 §4`: "reloads the list"). */
  remove: (item: T) => Promise<unknown>;
  /** The question of the dialog, in the area's words ("Delete the question "…"?"). */
  message: (item: T) => string;
  /** `001 §8` toasts: 'Successfully deleted FAQ' / 'Error removing FAQ'. */
  successMessage: string;
  errorMessage: string;
}

/**
 * A row's delete: confirmation first (`001 §2`: "a confirmation prompt before every delete"),
 * then the call, then a success or error toast.
 *
 * @example
 *   const deleteFaq = useDeleteFaq();
 *   const confirmDelete = useConfirmedDelete({
 *     remove: (faq: Faq) => deleteFaq.mutateAsync(faq.id),
 *     message: (faq) => t('faq.delete.message', { question: faq.question.pl }),
 *     successMessage: t('faq.toast.deleted'),
 *     errorMessage: t('faq.toast.deleteError'),
 *   });
 *   <ListTable onDelete={confirmDelete} … />
 */
export function useConfirmedDelete<T>({
  remove,
  message,
  successMessage,
  errorMessage,
}: ConfirmedDeleteOptions<T>): (item: T) => void {
  const { t } = useTranslation();
  return useCallback(
    (item: T) => {
      modals.openConfirmModal({
        title: t('list.confirmDelete.title'),
        centered: true,
        children: <Text size="sm">{message(item)}</Text>,
        labels: { confirm: t('list.confirmDelete.confirm'), cancel: t('common.cancel') },
        confirmProps: { color: 'red', 'data-autofocus': true },
        onConfirm: () => {
          remove(item).then(
            () => showToast('success', successMessage),
            (error: unknown) => showToast('error', errorMessages(t, error).join(' '), errorMessage),
          );
        },
      });
    },
    [t, remove, message, successMessage, errorMessage],
  );
}
