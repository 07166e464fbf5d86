import type { PermissionName } from '@backoffice/contract';
import type { UserAgreement } from '@backoffice/contract/agreements';
import { Anchor, Badge, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  labelOf,
  useTypesAndTargets,
  useUserAgreements,
} from '../../features/agreements/api/agreements-api';
import { formatDate } from '../../shared/format/date-time';
import { useContentLanguage } from '../../shared/format/translatable';
import { TableSkeleton } from '../../shared/ui/table-skeleton';
import { RichHtml } from '../../shared/ui/rich-html';
import { YesNoBadge } from '../../shared/ui/yes-no-badge';

export interface UserAgreementsTabProps {
  userId: number;
  can: (permission: PermissionName) => boolean;
}

/**
 * The user's Agreements tab (REQ-USER-4, `admin:user:get-agreements`): target, type,
 * isRequired, isAccepted, the version answered and a link to the order it came with; each
 * row opens to the exact text answered (HTML the server sanitised). Empty: a not-found
 * message; a failed load: `loadAgreementsError` in red.
 */
export function UserAgreementsTab({ userId }: UserAgreementsTabProps) {
  const { t } = useTranslation();
  const agreements = useUserAgreements(userId);
  const vocabulary = useTypesAndTargets();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={2}>{t('users.agreements.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('users.agreements.description')}
        </Text>
      </Stack>
      {agreements.error ? (
        <Text c="red" role="alert">
          {t('users.agreements.loadAgreementsError')}
        </Text>
      ) : (
        <Card withBorder padding={0}>
          {agreements.isPending ? (
            <TableSkeleton columns={7} rows={4} />
          ) : agreements.data.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {t('users.agreements.notFound')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('users.agreements.target')}</Table.Th>
                    <Table.Th>{t('users.agreements.type')}</Table.Th>
                    <Table.Th>{t('users.agreements.isRequired')}</Table.Th>
                    <Table.Th>{t('users.agreements.isAccepted')}</Table.Th>
                    <Table.Th>{t('users.agreements.version')}</Table.Th>
                    <Table.Th>{t('users.agreements.order')}</Table.Th>
                    <Table.Th>{t('users.agreements.answeredAt')}</Table.Th>
                    <Table.Th>{t('users.agreements.content')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {agreements.data.map((agreement) => (
                    <AgreementRow
                      key={rowKey(agreement)}
                      agreement={agreement}
                      target={labelOf(vocabulary.data?.targets, agreement.target)}
                      type={labelOf(vocabulary.data?.types, agreement.type)}
                      open={open === rowKey(agreement)}
                      onToggle={() =>
                        setOpen(open === rowKey(agreement) ? null : rowKey(agreement))
                      }
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      )}
    </Stack>
  );
}

const rowKey = (agreement: UserAgreement) => `${agreement.agreementId}-${agreement.id ?? 'open'}`;

function AgreementRow({
  agreement,
  target,
  type,
  open,
  onToggle,
}: {
  agreement: UserAgreement;
  target: string;
  type: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const name = agreement.name[language] || agreement.name.pl;
  return (
    <>
      <Table.Tr>
        <Table.Td>{target}</Table.Td>
        <Table.Td>{type}</Table.Td>
        <Table.Td>
          <YesNoBadge value={agreement.isRequired} />
        </Table.Td>
        <Table.Td>
          <YesNoBadge value={agreement.isAccepted} />
        </Table.Td>
        <Table.Td>
          <Badge variant="outline" color="gray" tt="none">
            {`v${agreement.contentVersion}`}
          </Badge>
        </Table.Td>
        <Table.Td>
          {agreement.orderId === null ? (
            '—'
          ) : (
            <Anchor component={Link} to={`/orders/${agreement.orderId}/edit`}>
              {t('users.agreements.orderLink', { id: agreement.orderId })}
            </Anchor>
          )}
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {agreement.answeredAt ? formatDate(agreement.answeredAt) : '—'}
        </Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant="subtle"
            onClick={onToggle}
            aria-expanded={open}
            aria-label={`${t('users.agreements.showContent')}: ${name}`}
          >
            {name}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={8}>
            <RichHtml html={agreement.content[language] || agreement.content.pl} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
