import type { Language } from '@backoffice/contract';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { localized } from '../format/translatable';
import { Link } from 'react-router';

export interface FormBreadcrumbsProps {
  /** The list's title (`FAQ`), a link back to it. */
  listTitle: string;
  /**
   * Where "go back" leads: the list with the filters, page and order it was opened from
   * (`useListReturnPath`), so the trail and the back button return to the same place.
   */
  listPath: string;
  /** The record (`#3`), or undefined while it loads; a create form's is "New entry". */
  current: string | undefined;
}

/**
 * The trail above a form page (REQ-UX-11, breadcrumbs on every form page): "FAQ › #3",
 * "FAQ › New entry". The list's crumb is a link, the current one is marked as the page.
 */
export function FormBreadcrumbs({ listTitle, listPath, current }: FormBreadcrumbsProps) {
  // Not a second `navigation` landmark: "the navigation" of every screen stays the sidebar (its
  // links are found by that role), and the trail repeats one of its links a step away.
  return (
    <Breadcrumbs separator="›" separatorMargin={6} data-form-trail="">
      <Anchor component={Link} to={listPath} size="sm">
        {listTitle}
      </Anchor>
      {current === undefined ? null : (
        <Text size="sm" c="dimmed" aria-current="page">
          {current}
        </Text>
      )}
    </Breadcrumbs>
  );
}

/** A record's crumb: `#id`, or undefined when the record has no numeric or text id. */
export function recordCrumb(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null || !('id' in record)) return undefined;
  const { id } = record;
  return typeof id === 'number' || typeof id === 'string' ? `#${id}` : undefined;
}

/** The fields that name a record, in the order they are looked for. */
const NAME_FIELDS = ['title', 'name', 'question', 'label'] as const;

function isTranslatable(value: unknown): value is { pl: string; en: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { pl?: unknown }).pl === 'string' &&
    typeof (value as { en?: unknown }).en === 'string'
  );
}

/**
 * What a record is called, in the interface language (the other language when that one is
 * empty): its title, name, question or label, or a person's first and last name. Undefined
 * when it has none of them, or they are empty. Edit screens name the record with it in the
 * heading, the trail and the browser tab (`EditForm`), instead of `#10`.
 */
export function recordName(record: unknown, language: Language): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const fields = record as Record<string, unknown>;
  for (const field of NAME_FIELDS) {
    const value = fields[field];
    const text =
      typeof value === 'string' ? value : isTranslatable(value) ? localized(value, language) : '';
    if (text.trim() !== '') return text.trim();
  }
  const person = [fields.firstName, fields.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return person === '' ? undefined : person;
}
