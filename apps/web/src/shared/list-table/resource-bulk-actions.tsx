import type { BulkActiveRequest, BulkResponse } from '@backoffice/contract';
import {
  IconCircleCheck,
  IconCircleOff,
  IconEye,
  IconEyeOff,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { outcomeOf, type BulkAction } from './bulk-actions';

type BulkCall = ['delete' | 'restore', { ids: number[] }] | ['active', BulkActiveRequest];

/** What `createCrudResource` gives an area whose server declares `bulk` (its `useBulk`). */
export interface BulkResource {
  useBulk: () => { mutateAsync: (call: BulkCall) => Promise<BulkResponse> };
}

export interface ResourceBulkOptions<T> {
  /** The record's id and the `version` it was listed at (an activate is refused if saved since). */
  id: (item: T) => number;
  version: (item: T) => number;
  /** Offer delete (and its undo); false without the delete permission. */
  canDelete: boolean;
  /**
   * The area's flag, for activate / deactivate (`active`) or show / hide (`visible`, offers and
   * posts); leave it out where the area has none (series, tags) or without the edit permission.
   */
  flag?: { kind: 'active' | 'visible'; isOn: (item: T) => boolean } | undefined;
}

/**
 * The bulk actions of a content list, declared once per area (decision 0005): activate and
 * deactivate (or show and hide) and delete, each one request to the area's `…/bulk/*` endpoint,
 * which writes and audits every row in its own transaction and answers a refused row with its
 * reason. The delete's summary offers "Undo" for as long as a single delete's does.
 */
export function useResourceBulkActions<T>(
  resource: BulkResource,
  { id, version, canDelete, flag }: ResourceBulkOptions<T>,
): BulkAction<T>[] {
  const { t } = useTranslation();
  const bulk = resource.useBulk();
  const actions: BulkAction<T>[] = [];
  if (flag) {
    const visible = flag.kind === 'visible';
    const setTo =
      (active: boolean): BulkAction<T>['runAll'] =>
      async (rows) =>
        outcomeOf(
          rows,
          id,
          await bulk.mutateAsync([
            'active',
            { active, items: rows.map(({ item }) => ({ id: id(item), version: version(item) })) },
          ]),
        );
    actions.push(
      {
        key: 'activate',
        label: visible ? t('list.bulk.show') : t('list.bulk.activate'),
        icon: visible ? <IconEye size={14} /> : <IconCircleCheck size={14} />,
        color: 'teal',
        // rows already in the wanted state are skipped: no request, no audit entry
        applies: (item) => !flag.isOn(item),
        runAll: setTo(true),
        done: (count) =>
          visible ? t('list.bulk.shown', { count }) : t('list.bulk.activated', { count }),
      },
      {
        key: 'deactivate',
        label: visible ? t('list.bulk.hide') : t('list.bulk.deactivate'),
        icon: visible ? <IconEyeOff size={14} /> : <IconCircleOff size={14} />,
        color: 'gray',
        applies: (item) => flag.isOn(item),
        runAll: setTo(false),
        done: (count) =>
          visible ? t('list.bulk.hidden', { count }) : t('list.bulk.deactivated', { count }),
      },
    );
  }
  if (canDelete) {
    actions.push({
      key: 'delete',
      label: t('list.bulk.delete'),
      icon: <IconTrash size={14} />,
      color: 'red',
      confirm: (count) => t('list.bulk.confirmDeleteUndoable', { count }),
      runAll: async (rows) =>
        outcomeOf(
          rows,
          id,
          await bulk.mutateAsync(['delete', { ids: rows.map(({ item }) => id(item)) }]),
        ),
      undo: async (items) => {
        const rows = items.map((item) => ({ key: id(item), item }));
        return outcomeOf(
          rows,
          id,
          await bulk.mutateAsync(['restore', { ids: rows.map((r) => r.key) }]),
        );
      },
      done: (count) => t('list.bulk.deleted', { count }),
    });
  }
  return actions;
}
