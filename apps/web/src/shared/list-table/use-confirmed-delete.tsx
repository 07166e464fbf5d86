import { UNDO_WINDOW_MS } from '@backoffice/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../api/error-messages';
import type { FormMessages } from '../form/form-frame';
import { showToast } from '../notifications/toast';
import { openConfirmDialog } from '../ui/confirm-dialog';

export interface ConfirmedDeleteOptions<T> {
  /**
   * Deletes the item; the area's mutation invalidates its list (REQ-FORM-2: "reloads the list").
   */
  remove: (item: T) => Promise<unknown>;
  /**
   * The question of the dialog, in the area's words ("Delete the question "…"?"). It may be
   * asynchronous, e.g. to count what goes with the item.
   */
  message: (item: T) => string | Promise<string>;
  /** REQ-NOTIFY-2 toasts: 'Successfully deleted FAQ' / 'Error removing FAQ' (`recordToasts`). */
  messages: FormMessages;
  /**
   * Undoes the delete (the resource's `restore`, for areas whose server declares it): the
   * success toast then offers "Undo" for `UNDO_WINDOW_MS` (decision 0005).
   */
  undo?: (item: T) => Promise<unknown>;
  /**
   * A refusal the area answers itself (a dialog offering another way): true when handled, and
   * then no error toast is shown.
   */
  onRefused?: (item: T, error: unknown) => boolean;
}

/**
 * A row's delete: confirmation first (REQ-LIST-7: "a confirmation prompt before every delete"),
 * then the call, then a success or error toast; with `undo`, the success toast offers to undo
 * it for 10 seconds.
 *
 * @example
 *   const deleteFaq = faqApi.useDelete();
 *   const restoreFaq = faqApi.useRestore();
 *   const confirmDelete = useConfirmedDelete({
 *     remove: (faq: Faq) => deleteFaq.mutateAsync(faq.id),
 *     undo: (faq) => restoreFaq.mutateAsync(faq.id),
 *     message: (faq) => t('faq.delete.message', { question: faq.question.pl }),
 *     messages: recordToasts(t, 'faq').delete,
 *   });
 *   <ListTable onDelete={confirmDelete} … />
 */
export function useConfirmedDelete<T>({
  remove,
  message,
  messages,
  undo,
  onRefused,
}: ConfirmedDeleteOptions<T>): (item: T) => void {
  const { t } = useTranslation();
  // the strings, not the object: a caller builds `messages` afresh on every render
  const { success: successMessage, error: errorMessage } = messages;
  return useCallback(
    (item: T) => {
      const failed = (title: string) => (error: unknown) =>
        showToast('error', errorMessages(t, error).join(' '), title);
      const undoIt = undo
        ? () =>
            undo(item).then(() => showToast('success', t('undo.done')), failed(t('undo.failed')))
        : undefined;
      void Promise.resolve(message(item)).then((question) =>
        openConfirmDialog({
          title: t('list.confirmDelete.title'),
          message: question,
          confirmLabel: t('list.confirmDelete.confirm'),
          cancelLabel: t('common.cancel'),
          destructive: true,
          onConfirm: () => {
            remove(item).then(
              () =>
                showToast(
                  'success',
                  successMessage,
                  undefined,
                  undoIt
                    ? {
                        action: { label: t('undo.action'), onClick: () => void undoIt() },
                        autoClose: UNDO_WINDOW_MS,
                      }
                    : {},
                ),
              (error: unknown) => {
                if (onRefused?.(item, error)) return;
                failed(errorMessage)(error);
              },
            );
          },
        }),
      );
    },
    [t, remove, message, successMessage, errorMessage, undo, onRefused],
  );
}
