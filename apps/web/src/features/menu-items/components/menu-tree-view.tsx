import { MENU_CODE_NAMES } from '@backoffice/contract';
import type { MenuTree, MenuTreeNode } from '@backoffice/contract/menu-items';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCornerDownRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { PINNED_COLUMN_CLASS } from '../../../shared/list-table/list-table';
import { RowActions } from '../../../shared/list-table/row-actions';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import { flattenTree } from '../menu-tree';

/** REQ-MENU-1: the menu tree is indented 16 px per level. */
export const MENU_TREE_INDENT_PX = 16;

export interface MenuTreeViewProps {
  tree: MenuTree;
  editPath?: ((node: MenuTreeNode) => string) | undefined;
  onDelete?: ((node: MenuTreeNode) => void) | undefined;
}

/**
 * REQ-MENU-1: the items grouped by codeName (header, footer), each group a tree in
 * position order; every row shows position, label and url in the current language.
 */
export function MenuTreeView({ tree, editPath, onDelete }: MenuTreeViewProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const hasActions = editPath !== undefined || onDelete !== undefined;
  return (
    <Stack gap="xl">
      {MENU_CODE_NAMES.map((menu) => {
        const rows = flattenTree(tree[menu], menu);
        const headingId = `menu-tree-${menu}`;
        return (
          <Stack key={menu} gap="sm" component="section" aria-labelledby={headingId}>
            <Title order={2} size="h3" id={headingId}>
              {t(`menuItems.codeNames.${menu}`)}
            </Title>
            {rows.length === 0 ? (
              <Paper withBorder radius="md" p="lg">
                <Text c="dimmed" ta="center">
                  {t('menuItems.list.emptyMenu')}
                </Text>
              </Paper>
            ) : (
              <Paper withBorder radius="md">
                {/* a phone scrolls the columns under the pinned actions */}
                <ScrollTable
                  label={t(`menuItems.codeNames.${menu}`)}
                  minWidth={640}
                  focusable={false}
                  pinnedEnd={hasActions}
                >
                  <Table
                    striped
                    highlightOnHover
                    verticalSpacing="sm"
                    aria-labelledby={headingId}
                    // the same column widths in both menus' tables
                    layout="fixed"
                  >
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w={100}>{t('menuItems.fields.position')}</Table.Th>
                        <Table.Th w="35%">{t('menuItems.fields.label')}</Table.Th>
                        <Table.Th>{t('menuItems.fields.url')}</Table.Th>
                        {hasActions ? (
                          <Table.Th
                            ta="right"
                            // on a phone the actions are their icons (RowActions iconsOnPhone)
                            w={{ base: 90, sm: 190 }}
                            className={PINNED_COLUMN_CLASS}
                          >
                            {t('list.actions')}
                          </Table.Th>
                        ) : null}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map(({ node, depth }) => {
                        const label = localized(node.label, language);
                        const url = localized(node.url, language);
                        return (
                          <Table.Tr key={node.id} data-depth={depth}>
                            <Table.Td>{node.position}</Table.Td>
                            <Table.Td>
                              <Group
                                gap={6}
                                wrap="nowrap"
                                style={{ paddingInlineStart: depth * MENU_TREE_INDENT_PX }}
                              >
                                {depth > 0 ? (
                                  <IconCornerDownRight
                                    size={14}
                                    color="var(--mantine-color-gray-5)"
                                    aria-hidden
                                  />
                                ) : null}
                                <Text size="sm" fw={depth === 0 ? 700 : 400}>
                                  {label}
                                </Text>
                              </Group>
                            </Table.Td>
                            <Table.Td>
                              {url ? (
                                <Text
                                  size="sm"
                                  c="dimmed"
                                  ff="monospace"
                                  truncate="end"
                                  title={url}
                                >
                                  {url}
                                </Text>
                              ) : (
                                <Text size="sm" c="dimmed">
                                  —
                                </Text>
                              )}
                            </Table.Td>
                            {hasActions ? (
                              <Table.Td className={PINNED_COLUMN_CLASS}>
                                <RowActions
                                  label={label}
                                  editPath={editPath?.(node)}
                                  onDelete={onDelete ? () => onDelete(node) : undefined}
                                  iconsOnPhone
                                />
                              </Table.Td>
                            ) : null}
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </ScrollTable>
              </Paper>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
