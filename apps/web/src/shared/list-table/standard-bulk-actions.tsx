import { IconCircleCheck, IconCircleOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from './bulk-actions';

export interface StandardBulkOptions<T> {
  /** One row's delete (its audited endpoint); leave it out without the delete permission. */
  remove?: ((item: T) => Promise<unknown>) | undefined;
  /** Rows that may not be deleted (built-in, your own account) are skipped. */
  canRemove?: (item: T) => boolean;
  /**
   * One row's activate / deactivate through the area's update (with the row's `version`);
   * leave it out without the edit permission or where the area has no `active` flag.
   */
  setActive?: ((item: T, active: boolean) => Promise<unknown>) | undefined;
  isActive?: (item: T) => boolean;
  /** Rows whose active flag this user may not change (your own account) are skipped. */
  canSetActive?: (item: T) => boolean;
}

/**
 * The bulk actions every list offers where it can: delete (one confirmation naming how many),
 * activate and deactivate. Rows already in the wanted state are skipped, not re-saved.
 */
export function useStandardBulkActions<T>({
  remove,
  canRemove,
  setActive,
  isActive,
  canSetActive,
}: StandardBulkOptions<T>): BulkAction<T>[] {
  const { t } = useTranslation();
  const actions: BulkAction<T>[] = [];
  if (setActive) {
    // skipped: rows already in the wanted state (no request, no audit entry) and protected rows
    const appliesFor = (target: boolean) => (item: T) =>
      (canSetActive?.(item) ?? true) && (isActive ? isActive(item) !== target : true);
    actions.push(
      {
        key: 'activate',
        label: t('list.bulk.activate'),
        icon: <IconCircleCheck size={14} />,
        color: 'teal',
        applies: appliesFor(true),
        run: (item) => setActive(item, true),
        done: (count) => t('list.bulk.activated', { count }),
      },
      {
        key: 'deactivate',
        label: t('list.bulk.deactivate'),
        icon: <IconCircleOff size={14} />,
        color: 'gray',
        applies: appliesFor(false),
        run: (item) => setActive(item, false),
        done: (count) => t('list.bulk.deactivated', { count }),
      },
    );
  }
  if (remove) {
    actions.push({
      key: 'delete',
      label: t('list.bulk.delete'),
      icon: <IconTrash size={14} />,
      color: 'red',
      applies: canRemove,
      confirm: (count) => t('list.bulk.confirmDelete', { count }),
      run: remove,
      done: (count) => t('list.bulk.deleted', { count }),
    });
  }
  return actions;
}
