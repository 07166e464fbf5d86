import { refundsPaths } from '@backoffice/contract';
import type { RefundSummary } from '@backoffice/contract/refunds';
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../../shared/api/request';
import { formatPln } from '../../../shared/format/money';
import { useContentLanguage } from '../../../shared/format/translatable';
import { Panel } from './dashboard-panels';

/**
 * "Refunds to send" (REQ-REFUND-7): how many and their total, for holders of
 * `admin:refund:list`; its own request, so the dashboard's answer does not wait for it.
 */
export function RefundsCard() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const summary = useQuery({
    queryKey: ['refunds', 'summary'],
    queryFn: async ({ signal }) =>
      (await request<RefundSummary>(`${refundsPaths.api}/summary`, { signal })).data,
    meta: { shows: ['refund'] },
  });
  if (!summary.data) return null;
  const { count, total } = summary.data;
  return (
    <Panel
      title={t('home.refunds.title')}
      footer={
        count > 0 ? (
          <Anchor component={Link} to="/refunds?filters[status][choice]=to-send" size="sm">
            {t('home.refunds.showAll', { count })}
          </Anchor>
        ) : null
      }
    >
      <Text>
        {count === 0
          ? t('home.refunds.empty')
          : t('home.refunds.summary', { count, total: formatPln(total, language) })}
      </Text>
    </Panel>
  );
}
