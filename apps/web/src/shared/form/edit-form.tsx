import { Stack, Title, type TitleOrder } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { useListReturnPath } from '../navigation/list-return';
import { FormSkeleton } from './form-skeleton';
import { FormBreadcrumbs, recordCrumb, recordName } from './form-breadcrumbs';
import { useDocumentTitle } from '../navigation/use-document-title';
import { useContentLanguage } from '../format/translatable';
import {
  FormFrame,
  type FormDeleteAction,
  type FormMessages,
  type FormTrail,
  type OutsideState,
} from './form-frame';
import { useEntityForm, type EntityFormReturn } from './use-entity-form';
import { RecordLoadError } from '../ui/load-error-alert';

export interface EditFormProps<TRecord, TValues extends FieldValues, TOut extends FieldValues> {
  /**
   * The heading while the record loads ("Edit offer"), and always of a form in a tab
   * (`listTitle` null). A form with a trail of its own is headed by the record's name instead
   * ("Edit: Apartamenty Zabłocie", "View: …" when read-only), as is the browser tab.
   */
  title: string;
  /** The title's heading level: 2 when the form is a tab under the page's own title. Default 1. */
  titleOrder?: TitleOrder;
  /** The area's list: "go back" and "save and back" lead there. */
  listPath: string;
  /**
   * The list's title for the breadcrumb trail ("FAQ › #3"); null when the page draws the trail
   * itself (a form in a tab under the page's own title).
   */
  listTitle: string | null;
  /**
   * The record's name, in the interface language: the crumb, the heading and the browser tab
   * ("Apartamenty Zabłocie · Offers"). Default: its title, name, question or label
   * (`recordName`), else `#id`.
   */
  recordLabel?: (record: TRecord) => string | undefined;
  /** The record's query (`useFaq(id)`): a skeleton while it loads, an error with retry if it fails. */
  query: UseQueryResult<TRecord>;
  /** The contract's input schema: it validates the form and the server checks the same. */
  schema: z.ZodType<TOut, TValues>;
  /** The record → the form's values. */
  toValues: (record: TRecord) => TValues;
  /**
   * Saves; `loaded` is the record the form's values came from: send its `version`, so a save
   * over someone else's answers 409 instead of overwriting it. Answers the saved record, which
   * the area's mutation also puts in the record's query cache (see `update-faq.ts`), so the
   * page opened again starts from the saved version.
   */
  onSave: (values: TOut, loaded: TRecord) => Promise<TRecord>;
  /** Without the edit permission the form is read-only and save is hidden (REQ-ACCESS-5). */
  readOnly?: boolean;
  busy?: boolean;
  canSubmit?: (values: TValues) => boolean;
  /** Shown while `canSubmit` blocks sending: what the user has to do. */
  submitBlockedHint?: string;
  /**
   * A delete button in the top toolbar: confirm → delete → toast → the list. Leave it out
   * without the delete permission (it does not depend on the edit permission).
   */
  deleteAction?: FormDeleteAction;
  /** An area's own buttons in both toolbars (an offer's revalidate). */
  toolbarExtra?: ReactNode;
  /** One section of a record screen with its own header, go back and actions (`FormFrame`). */
  section?: boolean | undefined;
  /** A part edited outside the form (see `FormFrame`'s `outside`). */
  outside?: OutsideState | undefined;
  messages: FormMessages;
  children: (form: EntityFormReturn<TValues, TOut>, loaded: TRecord) => ReactNode;
}

interface EditFormBodyProps<
  TRecord,
  TValues extends FieldValues,
  TOut extends FieldValues,
> extends Omit<EditFormProps<TRecord, TValues, TOut>, 'query' | 'listTitle' | 'recordLabel'> {
  record: TRecord;
  refetch: () => Promise<TRecord>;
  backPath: string;
  trail: FormTrail | null;
}

function EditFormBody<TRecord, TValues extends FieldValues, TOut extends FieldValues>({
  record,
  refetch,
  backPath,
  trail,
  title,
  titleOrder,
  schema,
  toValues,
  onSave,
  readOnly = false,
  busy = false,
  canSubmit,
  submitBlockedHint,
  deleteAction,
  toolbarExtra,
  section,
  outside,
  messages,
  children,
}: EditFormBodyProps<TRecord, TValues, TOut>) {
  // The record the form's values came from. A background refetch does not replace it (that
  // would merge someone else's save under the user's typing); reload and save do.
  const [loaded, setLoaded] = useState(record);
  const form = useEntityForm(schema, toValues(record));
  return (
    <FormFrame
      form={form}
      mode="edit"
      title={title}
      trail={trail}
      titleOrder={titleOrder}
      backPath={backPath}
      readOnly={readOnly}
      busy={busy}
      canSubmit={canSubmit}
      submitBlockedHint={submitBlockedHint}
      // one rule for every edit form: nothing changed, nothing to save (REQ-UX-5)
      requireChanges
      deleteAction={deleteAction}
      toolbarExtra={toolbarExtra}
      section={section}
      outside={outside}
      messages={messages}
      submit={async (values, andBack) => {
        const saved = await onSave(values, loaded);
        setLoaded(saved);
        // REQ-FORM-2: save stays and shows the saved record; save and back returns to the list
        return { resetTo: toValues(saved), navigateTo: andBack ? backPath : undefined };
      }}
      reload={async () => {
        const latest = await refetch();
        setLoaded(latest);
        return toValues(latest);
      }}
      fetchLatest={async () => {
        const latest = await refetch();
        return { values: toValues(latest), adopt: () => setLoaded(latest) };
      }}
    >
      {children(form, loaded)}
    </FormFrame>
  );
}

/**
 * An edit form (REQ-FORM-1, REQ-FORM-2): loads the record, then go back, reload, save (stays,
 * refreshed from the answer) and save and back. A stale save (409) keeps everything typed and
 * offers the latest version.
 *
 * @example see features/faq/routes/faq-edit-page.tsx
 */
export function EditForm<TRecord, TValues extends FieldValues, TOut extends FieldValues>({
  query,
  listTitle,
  recordLabel,
  ...props
}: EditFormProps<TRecord, TValues, TOut>) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { pathname } = useLocation();
  const backPath = useListReturnPath(props.listPath);
  const nameOf = (record: TRecord) =>
    (recordLabel ?? ((r: TRecord) => recordName(r, language)))(record) ?? recordCrumb(record);
  const name = query.data === undefined ? undefined : nameOf(query.data);
  // one rule for every edit screen: the tab names the record, then the area
  // ("Apartamenty Zabłocie · Offers"); a form in a tab leaves it to its page
  useDocumentTitle(listTitle === null ? null : name ? `${name} · ${listTitle}` : listTitle);
  // while loading (or failed) the trail still leads back; the record's crumb waits for it
  const waitingTrail =
    listTitle === null ? null : (
      <FormBreadcrumbs listTitle={listTitle} listPath={backPath} current={undefined} />
    );

  if (query.isPending) {
    return (
      <Stack gap="md">
        {waitingTrail}
        <FormSkeleton title={props.title} titleOrder={props.titleOrder} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="md">
        {waitingTrail}
        <Title order={props.titleOrder ?? 1}>{props.title}</Title>
        <RecordLoadError
          error={query.error}
          backPath={backPath}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }
  const refetch = async () => {
    const result = await query.refetch({ throwOnError: true });
    return result.data as TRecord;
  };
  // the heading names the record, and says whether it can be changed here ("Edit: …", or
  // "View: …" for a user without the edit permission); a form in a tab keeps the page's title
  const viewOnly = props.readOnly === true && props.busy !== true;
  const title =
    listTitle === null || name === undefined
      ? props.title
      : t(viewOnly ? 'form.heading.view' : 'form.heading.edit', { name });
  // another record (/faq/1 → /faq/2, maybe cached) is another form
  return (
    <EditFormBody
      key={pathname}
      {...props}
      title={title}
      record={query.data}
      refetch={refetch}
      backPath={backPath}
      trail={listTitle === null ? null : { listTitle, current: name }}
    />
  );
}
