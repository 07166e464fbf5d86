import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconLock,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../api/error-messages';
import { showToast } from '../notifications/toast';

/** One side of the picker: its items, or why it has none to show. */
export interface DualListSide<T> {
  /** undefined while loading (or when `notice` says why it cannot load). */
  items: readonly T[] | undefined;
  /** A failed load: the reason is shown with a retry button. */
  error?: unknown;
  onRetry?: () => void;
  /** Shown instead of the list, e.g. "you may not list roles". */
  notice?: string;
}

export interface DualListLabels {
  /** Heading of the left list ("Dostępne role"). */
  available: string;
  /** Heading of the right list ("Przypisane role"). */
  assigned: string;
  /** The left list is empty (everything is assigned, or nothing exists). */
  emptyAvailable: string;
  /** The right list is empty. */
  emptyAssigned: string;
  /** The search boxes' placeholder ("Nazwisko, imię lub e-mail…"). */
  searchPlaceholder?: string;
}

/** REQ-NOTIFY-2 toasts of the area (`user-role.add` / `user-role.error.add` …). */
export interface DualListMessages {
  added: string;
  addError: string;
  removed: string;
  removeError: string;
}

export interface DualListPickerProps<T> {
  /** The picker's heading; also names both lists for screen readers. */
  title: string;
  /** The heading's level: 3 when the picker sits in a titled section (role edit). Default 2. */
  titleOrder?: 2 | 3;
  /** Optional text under the heading. */
  description?: string;
  /** Everything that can be assigned; the assigned items are left out of this side. */
  available: DualListSide<T>;
  assigned: DualListSide<T>;
  itemKey: (item: T) => number;
  /** Plain text of an item: the buttons' accessible names and the default row content. */
  itemLabel: (item: T) => string;
  /** A row's content (a hover card, a tooltip…); default the label. */
  renderItem?: (item: T) => ReactNode;
  /** What the search boxes match (default the label); compared without case and accents. */
  searchText?: (item: T) => string;
  /** Assigns; the caller's mutation replaces or re-fetches the lists before it resolves. */
  onAdd: (item: T) => Promise<unknown>;
  onRemove: (item: T) => Promise<unknown>;
  /** The viewer may assign / remove (REQ-ACCESS-5: buttons "shown by permission"). */
  canAdd: boolean;
  canRemove: boolean;
  labels: DualListLabels;
  messages: DualListMessages;
  /** More rows than this (after searching) are not drawn: the list asks for a narrower search. */
  maxRows?: number;
}

/** Lower case without diacritics: "Wiśniewski" is found by "wisniewski", "Łódź" by "lodz". */
export function searchable(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // ł has no decomposition
      .replace(/ł/g, 'l')
  );
}

function matches(text: string, search: string): boolean {
  const wanted = searchable(search.trim());
  return wanted === '' || searchable(text).includes(wanted);
}

interface SideListProps<T> {
  side: 'available' | 'assigned';
  heading: string;
  headingId: string;
  source: DualListSide<T>;
  /** The side's items after leaving out the assigned ones (available side). */
  items: readonly T[] | undefined;
  emptyText: string;
  searchPlaceholder: string | undefined;
  itemKey: (item: T) => number;
  itemLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  searchText: (item: T) => string;
  actionLabel: string;
  canAct: boolean;
  pending: ReadonlySet<number>;
  onAct: (item: T) => void;
  maxRows: number;
}

function SideList<T>({
  side,
  heading,
  headingId,
  source,
  items,
  emptyText,
  searchPlaceholder,
  itemKey,
  itemLabel,
  renderItem,
  searchText,
  actionLabel,
  canAct,
  pending,
  onAct,
  maxRows,
}: SideListProps<T>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const filtered = useMemo(
    () => (items ?? []).filter((item) => matches(searchText(item), search)),
    [items, search, searchText],
  );
  const shown = filtered.slice(0, maxRows);
  const ArrowIcon = side === 'available' ? IconArrowRight : IconArrowLeft;

  let body: ReactNode;
  if (source.notice) {
    body = (
      <Alert color="gray" variant="light" icon={<IconLock size={16} />}>
        {source.notice}
      </Alert>
    );
  } else if (source.error) {
    body = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={16} />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessages(t, source.error).join(' ')}</Text>
          {source.onRetry ? (
            <Button
              size="xs"
              color="red"
              leftSection={<IconRefresh size={14} />}
              onClick={source.onRetry}
            >
              {t('common.retry')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  } else if (items === undefined) {
    body = (
      <Stack gap={8} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Stack>
    );
  } else if (filtered.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="sm" ta="center">
        {items.length === 0 ? emptyText : t('dualList.noMatches')}
      </Text>
    );
  } else {
    body = (
      <ScrollArea.Autosize
        mah={360}
        type="auto"
        scrollbars="y"
        offsetScrollbars
        // rows shrink to the list's width (their text truncates) instead of scrolling sideways
        styles={{ content: { minWidth: 0 } }}
      >
        <Stack
          component="ul"
          gap={2}
          m={0}
          p={0}
          aria-labelledby={headingId}
          style={{ listStyle: 'none' }}
        >
          {shown.map((item) => {
            const key = itemKey(item);
            const busy = pending.has(key);
            const label = itemLabel(item);
            const button = (
              <ActionIcon
                variant={canAct ? 'light' : 'subtle'}
                color={side === 'available' ? 'indigo' : 'red'}
                size="md"
                loading={busy}
                disabled={!canAct || busy}
                onClick={() => onAct(item)}
                aria-label={`${actionLabel}: ${label}`}
                title={canAct ? actionLabel : t('dualList.notPermitted')}
                data-busy={busy || undefined}
              >
                <ArrowIcon size={16} />
              </ActionIcon>
            );
            return (
              <Group
                component="li"
                key={key}
                gap="xs"
                wrap="nowrap"
                px={6}
                py={4}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                bg={busy ? 'var(--mantine-color-gray-0)' : undefined}
              >
                {side === 'assigned' ? button : null}
                <Box style={{ flex: 1, minWidth: 0 }}>{renderItem(item)}</Box>
                {side === 'available' ? button : null}
              </Group>
            );
          })}
        </Stack>
        {filtered.length > shown.length ? (
          <Text size="xs" c="dimmed" ta="center" py={6}>
            {t('dualList.more', { shown: shown.length, total: filtered.length })}
          </Text>
        ) : null}
      </ScrollArea.Autosize>
    );
  }

  return (
    <Paper withBorder radius="md" p="sm" data-side={side}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text id={headingId} fw={700} size="sm">
            {heading}
          </Text>
          {items !== undefined && !source.notice && !source.error ? (
            <Badge variant="light" color="gray" tt="none" aria-hidden>
              {items.length}
            </Badge>
          ) : null}
        </Group>
        <TextInput
          type="search"
          size="xs"
          aria-label={`${t('dualList.search')}: ${heading}`}
          placeholder={searchPlaceholder ?? t('dualList.searchPlaceholder')}
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          disabled={items === undefined}
        />
        {body}
      </Stack>
    </Paper>
  );
}

/**
 * Two lists, available against assigned (REQ-USER-5, REQ-USER-6, REQ-ROLE-4, REQ-ROLE-5: Users →
 * Roles and Permissions tabs, Roles → users and permissions pickers): each searchable, a per-row
 * arrow that assigns or removes,
 * a spinner on the row clicked (several rows may be in flight), the buttons disabled without
 * the permission, empty-state texts, and a toast per outcome.
 *
 * @example
 *   <DualListPicker
 *     title={t('users.roles.title')}
 *     available={{ items: allRoles.data }}
 *     assigned={{ items: userRoles.data }}
 *     itemKey={(role) => role.id}
 *     itemLabel={(role) => role.name}
 *     onAdd={(role) => addRoleUser.mutateAsync({ roleId: role.id, userId })}
 *     onRemove={(role) => removeRoleUser.mutateAsync({ roleId: role.id, userId })}
 *     canAdd={can('admin:role:add-user')}
 *     canRemove={can('admin:role:remove-user')}
 *     labels={…}
 *     messages={…}
 *   />
 */
export function DualListPicker<T>({
  title,
  titleOrder = 2,
  description,
  available,
  assigned,
  itemKey,
  itemLabel,
  renderItem,
  searchText,
  onAdd,
  onRemove,
  canAdd,
  canRemove,
  labels,
  messages,
  maxRows = 100,
}: DualListPickerProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const assignedKeys = useMemo(
    () => new Set((assigned.items ?? []).map(itemKey)),
    [assigned.items, itemKey],
  );
  // until the assigned side is known, the available side cannot tell what to leave out
  const availableItems = useMemo(
    () =>
      available.items && assigned.items
        ? available.items.filter((item) => !assignedKeys.has(itemKey(item)))
        : available.items && (assigned.notice || assigned.error)
          ? available.items
          : undefined,
    [available.items, assigned.items, assigned.notice, assigned.error, assignedKeys, itemKey],
  );

  const run = (item: T, action: 'add' | 'remove') => {
    const key = itemKey(item);
    if (pending.has(key)) return;
    setPending((current) => new Set(current).add(key));
    const call = action === 'add' ? onAdd(item) : onRemove(item);
    call
      .then(
        () => showToast('success', action === 'add' ? messages.added : messages.removed),
        (error: unknown) =>
          showToast(
            'error',
            errorMessages(t, error).join(' '),
            action === 'add' ? messages.addError : messages.removeError,
          ),
      )
      .finally(() =>
        setPending((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        }),
      );
  };

  const draw = renderItem ?? ((item: T) => <Text size="sm">{itemLabel(item)}</Text>);
  const search = searchText ?? itemLabel;

  return (
    <Stack gap="sm" role="group" aria-labelledby={`${id}-title`}>
      <Stack gap={2}>
        <Title order={titleOrder} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {!canAdd && !canRemove ? (
          <Text size="sm" c="dimmed">
            {t('dualList.readOnly')}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SideList
          side="available"
          heading={labels.available}
          headingId={`${id}-available`}
          source={available}
          items={availableItems}
          emptyText={labels.emptyAvailable}
          searchPlaceholder={labels.searchPlaceholder}
          itemKey={itemKey}
          itemLabel={itemLabel}
          renderItem={draw}
          searchText={search}
          actionLabel={t('dualList.add')}
          canAct={canAdd}
          pending={pending}
          onAct={(item) => run(item, 'add')}
          maxRows={maxRows}
        />
        <SideList
          side="assigned"
          heading={labels.assigned}
          headingId={`${id}-assigned`}
          source={assigned}
          items={assigned.items}
          emptyText={labels.emptyAssigned}
          searchPlaceholder={labels.searchPlaceholder}
          itemKey={itemKey}
          itemLabel={itemLabel}
          renderItem={draw}
          searchText={search}
          actionLabel={t('dualList.remove')}
          canAct={canRemove}
          pending={pending}
          onAct={(item) => run(item, 'remove')}
          maxRows={maxRows}
        />
      </SimpleGrid>
    </Stack>
  );
}
