import { Badge } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormFrame } from './form-frame-context';

/**
 * A tabbed form's tabs that say where its errors are: each tab counts its fields with an error
 * (the schema's or the server's), and a failed save opens the first tab with one when the open
 * tab has none. A title left empty on the Content tab was counted in the banner and shown
 * nowhere the user was looking (the Main tab).
 *
 * @example const tabs = useErrorTabs(control, { main: ['position', 'slug'], content: ['title'] }, 'main');
 *          <Tabs value={tabs.value} onChange={tabs.open}>…<Tabs.Tab value="main" rightSection={tabs.badge('main')}>
 */
export function useErrorTabs<T extends FieldValues, TOut extends FieldValues, Tab extends string>(
  control: Control<T, unknown, TOut>,
  fields: Readonly<Record<Tab, readonly string[]>>,
  initial: NoInfer<Tab>,
  /** a tab state kept elsewhere (the offer's, which its page builder also opens) */
  controlled?: { value: NoInfer<Tab>; onChange: (tab: NoInfer<Tab>) => void },
) {
  const { t } = useTranslation();
  const { serverErrors } = useFormFrame();
  const { errors } = useFormState({ control });
  const [own, setOwn] = useState<Tab>(initial);
  const value = controlled ? controlled.value : own;
  const setValue = controlled ? controlled.onChange : setOwn;
  const tabs = Object.keys(fields) as Tab[];
  // the fields the server refused, joined into one string: the store's snapshot compares by value
  const refused = useSyncExternalStore(serverErrors.subscribe, () =>
    tabs
      .flatMap((tab) => fields[tab])
      .filter((field) => serverErrors.hasUnder(field))
      .join(','),
  ).split(',');
  const counts = tabs.map(
    (tab) =>
      fields[tab].filter(
        (field) =>
          (errors as Record<string, unknown>)[field] !== undefined || refused.includes(field),
      ).length,
  );
  const countOf = (tab: Tab) => counts[tabs.indexOf(tab)] ?? 0;
  const total = counts.reduce((a, b) => a + b, 0);
  // only when errors appear (a save refused), so the user may still move between tabs freely;
  // adjusted while rendering, as React advises for state that follows other state
  const [seen, setSeen] = useState(total);
  if (total !== seen) {
    setSeen(total);
    const first = tabs.find((tab) => countOf(tab) > 0);
    if (total > seen && countOf(value) === 0 && first) setValue(first);
  }
  return {
    value,
    open: (next: string | null) => {
      if (next) setValue(next as Tab);
    },
    badge: (tab: Tab) => {
      const n = countOf(tab);
      return n > 0 ? (
        <Badge color="red" size="sm" circle aria-label={t('form.tabErrors', { count: n })}>
          {n}
        </Badge>
      ) : null;
    },
  };
}
