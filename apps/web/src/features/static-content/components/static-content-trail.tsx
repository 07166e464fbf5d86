import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Static content › Footer › Copyright": the list and each collection above are links, the
 * current node is marked as the page.
 */
export function StaticContentTrail({
  path,
  current,
}: {
  path: readonly { id: number; name: string }[];
  current: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs separator="›" separatorMargin={6} data-form-trail="">
      <Anchor component={Link} to="/static-content" size="sm">
        {t('staticContent.list.title')}
      </Anchor>
      {path.map((node) => (
        <Anchor key={node.id} component={Link} to={`/static-content/${node.id}`} size="sm">
          {node.name}
        </Anchor>
      ))}
      {current === undefined ? null : (
        <Text size="sm" c="dimmed" aria-current="page">
          {current}
        </Text>
      )}
    </Breadcrumbs>
  );
}

/** Where "go back" leads from below a collection path: its last collection, else the list. */
export function parentPathOf(path: readonly { id: number }[]): string {
  const parent = path[path.length - 1];
  return parent ? `/static-content/${parent.id}` : '/static-content';
}
