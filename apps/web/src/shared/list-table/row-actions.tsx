import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { listReturnState } from '../navigation/list-return';
import { WideLabel } from '../ui/wide-label';

/** A row action beyond edit and delete (an offer's clone), shown before them. */
export interface ExtraRowAction {
  key: string;
  /** the button's text */
  text: string;
  /** names the row for screen readers: "Clone offer Apartamenty Zabłocie" */
  label: string;
  icon: ReactNode;
  /** An action that returns its promise runs once at a time: a double click acts once. */
  onClick: () => unknown;
  loading?: boolean;
}

export interface RowActionsProps {
  /** The row's edit page; leave it out without the get permission. */
  editPath?: string | undefined;
  /** Asks for confirmation, then deletes; leave it out without the delete permission. */
  onDelete?: (() => void) | undefined;
  /** Names the row for screen readers: "Edit: How do I invest?". */
  label: string;
  extra?: readonly ExtraRowAction[] | undefined;
  /**
   * Below 544 px the buttons are their icons (named by their aria-label): for a table that
   * stays a table on a phone (the menu tree), where labelled buttons in the pinned column hid
   * the rows' labels.
   */
  iconsOnPhone?: boolean;
}

/**
 * The per-row edit link and delete button of a list (REQ-LIST-7), each shown only when permitted.
 */
export function RowActions({
  editPath,
  onDelete,
  label,
  extra,
  iconsOnPhone = false,
}: RowActionsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  // A double click lands twice before React re-renders a busy button: the ref holds it.
  const inFlight = useRef(false);
  const [running, setRunning] = useState<string | null>(null);
  const run = (action: ExtraRowAction) => {
    if (inFlight.current) return;
    const result = action.onClick();
    if (!(result instanceof Promise)) return;
    inFlight.current = true;
    setRunning(action.key);
    void result
      .catch(() => undefined) // the action reports its own failure
      .finally(() => {
        inFlight.current = false;
        setRunning(null);
      });
  };
  const words = (text: string) => (iconsOnPhone ? <WideLabel>{text}</WideLabel> : text);
  const compact = iconsOnPhone ? { px: { base: 6, sm: 'xs' } } : {};
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {extra?.map((action) => (
        <Button
          key={action.key}
          size="compact-sm"
          variant="light"
          color="gray"
          leftSection={action.icon}
          onClick={() => run(action)}
          loading={action.loading === true || running === action.key}
          aria-label={action.label}
          {...compact}
        >
          {words(action.text)}
        </Button>
      ))}
      {editPath ? (
        <Button
          component={Link}
          to={editPath}
          state={listReturnState(location)}
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} />}
          aria-label={`${t('list.edit')}: ${label}`}
          {...compact}
        >
          {words(t('list.edit'))}
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
          aria-label={`${t('list.delete')}: ${label}`}
          {...compact}
        >
          {words(t('list.delete'))}
        </Button>
      ) : null}
    </Group>
  );
}
