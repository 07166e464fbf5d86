import { Kbd, Modal, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowRight,
  IconFileText,
  IconPlus,
  IconReceipt,
  IconSearch,
  IconUser,
} from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchKind } from '@backoffice/contract';
import type { SidebarEntry } from '@backoffice/contract/auth';
import { useContentLanguage } from '../../shared/format/translatable';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/permissions/use-can';
import { FEATURES } from '../features';
import { isRecordQuery, useRecordSearch } from './api/search-records';
import { useSplashScreen } from './api/get-splash-screen';
import classes from './command-palette.module.css';
import { matchesQuery, paletteEntries } from './palette-entries';
import { translateSidebarTitle } from '../../shared/navigation/sidebar-title';
import { groupRecords, RECORD_GROUP_KEY, RECORD_HREF, recordText } from './palette-records';

// A lazy chunk of the signed-in shell (`keyboard-shortcuts.tsx` loads it on first use).

/** Before the sidebar's menu is known (it is, once the shell is drawn). */
const NO_MENU: readonly SidebarEntry[] = [];

/** Typing pauses this long before the records are asked for. */
const RECORD_SEARCH_DEBOUNCE_MS = 250;

const KIND_ICON: Record<SearchKind, typeof IconFileText> = {
  offer: IconFileText,
  blogPost: IconFileText,
  page: IconFileText,
  order: IconReceipt,
  transaction: IconReceipt,
  investor: IconUser,
  staff: IconUser,
};

interface Option {
  key: string;
  href: string;
  label: string;
  detail?: string;
  Icon: typeof IconFileText;
}

/**
 * Ctrl+K (Cmd+K): a search box over every screen and "create X" the user may open (`palette-
 * entries.ts`) and, from the server, the records they may open (`GET /admin/search`: offers,
 * blog posts, static pages, orders, transactions, investors, staff), grouped by kind. A
 * combobox: typing filters, arrows move through every group, Enter opens, Escape closes.
 */
export function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const navigate = useNavigate();
  const listId = useId();
  const can = useCan();
  const menu = useSplashScreen().data?.menu ?? NO_MENU;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(query, RECORD_SEARCH_DEBOUNCE_MS);
  const { records, searching, failed } = useRecordSearch(debounced);
  const settled = debounced.trim() === query.trim();

  const groups = useMemo(() => {
    const screens: Option[] = paletteEntries(menu, FEATURES, can)
      .map((entry) => {
        const name = translateSidebarTitle(t, entry.title);
        return {
          key: `${entry.kind}:${entry.href}`,
          href: entry.href,
          label: entry.kind === 'create' ? t('palette.create', { name }) : name,
          Icon: entry.kind === 'create' ? IconPlus : IconArrowRight,
        };
      })
      .filter((entry) => matchesQuery(entry.label, query));
    const numbered = (kind: 'order' | 'transaction', id: number) =>
      t(kind === 'order' ? 'palette.orderNumber' : 'palette.transactionNumber', { id });
    // records of a query still being typed are not offered under the new text
    const shown = settled && isRecordQuery(query) ? groupRecords(records) : [];
    return [
      { key: 'screens', title: t('palette.screens'), options: screens },
      ...shown.map(([kind, results]) => ({
        key: kind,
        title: t(RECORD_GROUP_KEY[kind]),
        options: results.map((result): Option => {
          const { label, detail } = recordText(result, language, numbered);
          return {
            key: `${kind}:${result.id}`,
            href: RECORD_HREF[kind](result.id),
            label,
            detail,
            Icon: KIND_ICON[kind],
          };
        }),
      })),
    ].filter((group) => group.options.length > 0);
  }, [menu, can, t, query, records, language, settled]);
  const options = groups.flatMap((group) => group.options);
  const current = Math.min(active, options.length - 1);

  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    if (current >= 0)
      document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the id follows `current`
  }, [current]);

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

  const status = !isRecordQuery(query)
    ? query.trim() === ''
      ? ''
      : options.length === 0
        ? `${t('palette.empty')} ${t('palette.recordsHint')}`
        : t('palette.recordsHint')
    : !settled || searching
      ? t('palette.searching')
      : failed
        ? t('palette.recordsFailed')
        : options.length === 0
          ? t('palette.empty')
          : '';

  let index = -1;
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
      <Text c="dimmed" size="sm" mt="xs" role="status" className={classes.status}>
        {status}
      </Text>
      <div id={listId} role="listbox" aria-label={t('palette.title')}>
        {groups.map((group) => (
          <div
            key={group.key}
            role="group"
            aria-labelledby={`${listId}-${group.key}`}
            className={classes.group}
          >
            <div id={`${listId}-${group.key}`} className={classes.groupTitle}>
              {group.title}
            </div>
            {group.options.map((option) => {
              index += 1;
              const at = index;
              return (
                <UnstyledButton
                  key={option.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === current}
                  tabIndex={-1}
                  className={classes.option}
                  onMouseEnter={() => setActive(at)}
                  onClick={() => go(option.href)}
                >
                  <option.Icon size={16} aria-hidden />
                  <span className={classes.text}>
                    <span>{option.label}</span>
                    {option.detail ? <span className={classes.detail}>{option.detail}</span> : null}
                  </span>
                </UnstyledButton>
              );
            })}
          </div>
        ))}
      </div>
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
