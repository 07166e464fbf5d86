import { Button, Group, Title } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { listReturnState } from '../navigation/list-return';

export interface ListHeaderProps {
  title: string;
  /** Refetches the list; the button spins while `reloading`. */
  onReload?: () => void;
  reloading?: boolean;
  /** The create page; leave it out when the user may not create (REQ-LIST-7: "when permitted"). */
  createPath?: string | undefined;
  createLabel?: string;
  /** Extra controls between the title and the buttons (a view switch…). */
  children?: ReactNode;
}

/** The create link of a list: in its header and in its empty state; back returns to this list. */
export function CreateButton({ path, label }: { path: string; label?: string | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Button
      component={Link}
      to={path}
      state={listReturnState(location)}
      leftSection={<IconPlus size={16} />}
    >
      {label ?? t('list.create')}
    </Button>
  );
}

/** A list screen's title with its toolbar: reload and create (REQ-LIST-7 "Across list screens"). */
export function ListHeader({
  title,
  onReload,
  reloading = false,
  createPath,
  createLabel,
  children,
}: ListHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={1}>{title}</Title>
      <Group gap="xs">
        {children}
        {onReload ? (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={onReload}
            loading={reloading}
          >
            {t('list.reload')}
          </Button>
        ) : null}
        {createPath ? <CreateButton path={createPath} label={createLabel} /> : null}
      </Group>
    </Group>
  );
}
