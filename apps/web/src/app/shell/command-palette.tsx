import { Kbd, Modal, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconPlus, IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../shared/navigation/router';
import { usePermissions } from '../../shared/permissions/use-permissions';
import { FEATURES } from '../features';
import { REGISTRY_PERMISSIONS } from '../route-registry';
import classes from './command-palette.module.css';
import { matchesQuery, paletteEntries } from './palette-entries';

// A lazy chunk of the signed-in shell (`keyboard-shortcuts.tsx` loads it on first use).

/**
 * Ctrl+K (Cmd+K): a search box over every screen and "create X" the user may open (`palette-
 * entries.ts`). A combobox: typing filters, arrows move, Enter goes, Escape closes.
 */
export function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  // the same check (and cache entry) as the router's: no new request
  const { can } = usePermissions('routes', REGISTRY_PERMISSIONS);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const options = useMemo(
    () =>
      paletteEntries(FEATURES, can)
        .map((entry) => {
          const name = t(entry.title);
          return {
            ...entry,
            label: entry.kind === 'create' ? t('palette.create', { name }) : name,
          };
        })
        .filter((entry) => matchesQuery(entry.label, query)),
    [can, t, query],
  );
  const current = Math.min(active, options.length - 1);

  const go = (href: string) => {
    onClose();
    setQuery('');
    setActive(0);
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[current];
      if (chosen) go(chosen.href);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('palette.title')}
      size="lg"
      yOffset="10vh"
      returnFocus
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <TextInput
        data-autofocus
        leftSection={<IconSearch size={16} />}
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.title')}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Stack gap={2} mt="sm" id={listId} role="listbox" aria-label={t('palette.title')}>
        {options.map((option, index) => {
          const Icon = option.kind === 'create' ? IconPlus : IconArrowRight;
          return (
            <UnstyledButton
              key={`${option.kind}:${option.href}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              tabIndex={-1}
              className={classes.option}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(option.href)}
            >
              <Icon size={16} aria-hidden />
              <span>{option.label}</span>
            </UnstyledButton>
          );
        })}
      </Stack>
      {options.length === 0 ? (
        <Text c="dimmed" size="sm" mt="sm" role="status">
          {t('palette.empty')}
        </Text>
      ) : null}
    </Modal>
  );
}

/** `?`: the keyboard shortcuts of the back-office. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isMac = /Mac|iPhone|iPad/.test(navigator.platform);
  const rows: [keys: string[], text: string][] = [
    [[isMac ? '⌘' : 'Ctrl', 'K'], t('shortcuts.palette')],
    [['?'], t('shortcuts.help')],
    [['/'], t('shortcuts.search')],
    [[isMac ? '⌘' : 'Ctrl', 'Enter'], t('shortcuts.save')],
  ];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('shortcuts.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Table>
        <Table.Tbody>
          {rows.map(([keys, text]) => (
            <Table.Tr key={keys.join('+')}>
              <Table.Td className={classes.keys}>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' + ' : null}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
