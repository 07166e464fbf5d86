import type { ToastedRecordType } from '@backoffice/contract';
import type { TFunction } from 'i18next';
import type { FormMessages } from '../form/form-frame';

/**
 * A record's create, edit and delete toasts (REQ-NOTIFY-2), in the shared words with the
 * record's names from its area's descriptor: "Successfully edited FAQ" / "Pomyślnie zapisano
 * pytanie FAQ", "Error updating FAQ" / "Błąd podczas zapisywania pytania FAQ". An area's
 * special actions (clone, revalidate, a role's permissions) keep toasts of their own.
 *
 * @example <CreateForm messages={recordToasts(t, 'faq').create} … />
 */
export function recordToasts(
  t: TFunction,
  record: ToastedRecordType,
): Record<'create' | 'update' | 'delete', FormMessages> {
  const names = { it: t(`records.${record}.it`), of: t(`records.${record}.of`) };
  return {
    create: {
      success: t('recordToast.created', names),
      error: t('recordToast.createError', names),
    },
    update: {
      success: t('recordToast.updated', names),
      error: t('recordToast.updateError', names),
    },
    delete: {
      success: t('recordToast.deleted', names),
      error: t('recordToast.deleteError', names),
    },
  };
}
