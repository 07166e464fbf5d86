import type { StaticContentNode } from '@backoffice/contract/static-content';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconFolder,
  IconLock,
  IconPhoto,
  IconRefresh,
  IconTextCaption,
  IconTypography,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessages } from '../../../shared/api/error-messages';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { TableSkeleton } from '../../../shared/ui/table-skeleton';
import { findInTree, useStaticContentTree } from '../api/static-content-api';
import { StaticContentTrail, parentPathOf } from '../components/static-content-trail';

const TYPE_ICONS = {
  collection: IconFolder,
  text: IconTypography,
  image: IconPhoto,
  richText: IconTextCaption,
} as const;

/**
 * The nodes of one level: a collection links to its page, an element to its editor. Without
 * the get permission (REQ-STATIC-2) an element is shown disabled and not linked.
 */
function NodeTable({ nodes }: { nodes: readonly StaticContentNode[] }) {
  const { t } = useTranslation();
  const can = useCan();
  if (nodes.length === 0) {
    return <Text c="dimmed">{t('staticContent.list.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staticContent.list.name')}</Table.Th>
            <Table.Th w={200}>{t('staticContent.list.type')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {nodes.map((node) => {
            const Icon = TYPE_ICONS[node.type];
            const isCollection = node.type === 'collection';
            const linked = isCollection || can('admin:static-content:get');
            const label = (
              <Group gap="xs" wrap="nowrap">
                <Icon size={18} aria-hidden />
                <span>{node.name}</span>
              </Group>
            );
            return (
              <Table.Tr key={node.id} data-node-type={node.type}>
                <Table.Td>
                  {linked ? (
                    <Anchor
                      component={Link}
                      to={
                        isCollection
                          ? `/static-content/${node.id}`
                          : `/static-content/element/${node.id}`
                      }
                    >
                      {label}
                    </Anchor>
                  ) : (
                    <Tooltip label={t('staticContent.list.noAccess')} withArrow>
                      <Text
                        c="dimmed"
                        aria-disabled="true"
                        data-disabled=""
                        tabIndex={0}
                        aria-describedby={undefined}
                      >
                        <Group gap="xs" wrap="nowrap" component="span">
                          <IconLock size={16} aria-label={t('staticContent.list.noAccess')} />
                          {label}
                        </Group>
                      </Text>
                    </Tooltip>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={isCollection ? 'blue' : 'gray'}>
                    {t(`staticContent.types.${node.type}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LevelPage({ parentId }: { parentId: number | null }) {
  const { t } = useTranslation();
  const tree = useStaticContentTree();
  const found = parentId === null || !tree.data ? null : findInTree(tree.data, parentId);
  const title = found?.node.name ?? t('staticContent.list.title');
  useDocumentTitle(title);
  const reload = (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      onClick={() => void tree.refetch()}
      loading={tree.isFetching}
    >
      {t('list.reload')}
    </Button>
  );
  return (
    <Stack gap="md">
      {parentId === null ? null : (
        <StaticContentTrail
          path={found?.path ?? []}
          current={found ? found.node.name : undefined}
        />
      )}
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{title}</Title>
        <Group gap="xs">
          {parentId === null ? null : (
            <Button
              component={Link}
              to={parentPathOf(found?.path ?? [])}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t('staticContent.list.goBack')}
            </Button>
          )}
          {reload}
        </Group>
      </Group>
      {tree.isPending ? (
        <TableSkeleton columns={2} />
      ) : tree.isError ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
          {errorMessages(t, tree.error).join(' ')}
        </Alert>
      ) : parentId !== null && (!found || found.node.type !== 'collection') ? (
        <Alert color="yellow" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
          {t('staticContent.list.notFound')}
        </Alert>
      ) : (
        <NodeTable nodes={found ? found.node.children : tree.data} />
      )}
    </Stack>
  );
}

/** `/static-content`: the root's collections and elements (REQ-STATIC-1). */
export function StaticContentRootPage() {
  return <LevelPage parentId={null} />;
}

/** `/static-content/:parentId`: one collection's children, with breadcrumbs and go back. */
export function StaticContentParentPage() {
  const parentId = useIdParam('parentId');
  return <LevelPage key={parentId} parentId={parentId} />;
}
