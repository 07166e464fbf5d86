import {
  IDEMPOTENCY_KEY_HEADER,
  orderActionsByState,
  transactionActionsByState,
  type BulkMoneyResponse,
  type OrderListItem,
  type TransactionListItem,
} from '@backoffice/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveFile } from '../../../shared/api/download';
import { request } from '../../../shared/api/request';
import { outcomeOf, type BulkAction } from '../../../shared/list-table/bulk-actions';
import { exportPath } from '../../../shared/list-table/export-menu';
import { useCan } from '../../../shared/permissions/use-can';
import { newIdempotencyKey } from '../money-rules';

/** The money areas a batch touches: their lists, records and the approvals queue re-read. */
const CHANGED = ['orders', 'transactions', 'investments', 'approvals', 'dashboard'];

/**
 * `POST {api}/bulk/accept` for the picked rows (REQ-FINLIST-2): one key per click, so a retry
 * of the same click (a lost answer) acts on no row twice; each row's result comes back.
 */
function useBulkAccept<T extends { id: number }>(api: string) {
  const queryClient = useQueryClient();
  return async (rows: readonly { key: string | number; item: T }[]) => {
    const key = newIdempotencyKey();
    try {
      const { data } = await request<BulkMoneyResponse>(`${api}/bulk/accept`, {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        body: { ids: rows.map((row) => row.item.id) },
      });
      return outcomeOf(rows, (item) => item.id, data);
    } finally {
      await Promise.all(
        CHANGED.map((changed) => queryClient.invalidateQueries({ queryKey: [changed] })),
      );
    }
  };
}

/** "Export selected": the picked rows of the list as XLSX, every column, through its export. */
function useExportSelection<T extends { id: number }>(
  api: string,
  fileName: string,
  apiQuery: Record<string, unknown>,
): BulkAction<T> {
  const { t } = useTranslation();
  return {
    key: 'export',
    label: t('bulkExport.label'),
    color: 'gray',
    done: (count) => t('bulkExport.done', { count }),
    runAll: async (rows) => {
      const ids = rows.map((row) => row.item.id).join(',');
      const path = `${exportPath(api, apiQuery, 'xlsx', [])}&ids=${ids}`;
      saveFile(await fetchFile(path, `${fileName}.xlsx`));
      return { succeeded: [...rows], skipped: [], failed: [] };
    },
  };
}

/** The orders list's bulk actions the user may run: accept the paid ones, export. */
export function useOrderBulkActions(
  api: string,
  apiQuery: Record<string, unknown>,
): BulkAction<OrderListItem>[] {
  const { t } = useTranslation();
  const can = useCan();
  const accept = useBulkAccept<OrderListItem>(api);
  const exportSelection = useExportSelection<OrderListItem>(api, 'orders', apiQuery);
  return [
    ...(can('admin:order:accept')
      ? [
          {
            key: 'accept',
            label: t('orders.list.bulkAccept'),
            color: 'green',
            // only what the order's state allows (the contract's state machine, as the server
            // judges it): the others are left out, not sent
            applies: (o: OrderListItem) =>
              orderActionsByState({
                status: o.status,
                transactionStatus: o.transaction?.status ?? null,
              }).accept,
            confirm: (count: number) => t('orders.list.bulkAcceptConfirm', { count }),
            runAll: accept,
            done: (count: number) => t('orders.list.bulkAccepted', { count }),
            perRowResults: true,
          } satisfies BulkAction<OrderListItem>,
        ]
      : []),
    ...(can('admin:order:export') ? [exportSelection] : []),
  ];
}

/** The transactions list's bulk actions: confirm the pending transfers, export. */
export function useTransactionBulkActions(
  api: string,
  apiQuery: Record<string, unknown>,
): BulkAction<TransactionListItem>[] {
  const { t } = useTranslation();
  const can = useCan();
  const accept = useBulkAccept<TransactionListItem>(api);
  const exportSelection = useExportSelection<TransactionListItem>(api, 'transactions', apiQuery);
  return [
    ...(can('admin:transaction:accept')
      ? [
          {
            key: 'accept',
            label: t('transactions.list.bulkConfirm'),
            color: 'green',
            // a bank transfer still waiting, before its deadline (the contract's state machine)
            applies: (x: TransactionListItem) => transactionActionsByState(x).accept,
            confirm: (count: number) => t('transactions.list.bulkConfirmConfirm', { count }),
            runAll: accept,
            done: (count: number) => t('transactions.list.bulkConfirmed', { count }),
            perRowResults: true,
          } satisfies BulkAction<TransactionListItem>,
        ]
      : []),
    ...(can('admin:transaction:export') ? [exportSelection] : []),
  ];
}
