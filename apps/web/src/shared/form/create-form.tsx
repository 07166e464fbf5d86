import type { TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useListReturnPath, useListReturnState } from '../navigation/list-return';
import { FormFrame, type FormMessages, type OutsideState } from './form-frame';
import { useEntityForm, type EntityFormReturn } from './use-entity-form';

export interface CreateFormProps<TValues extends FieldValues, TOut extends FieldValues> {
  title: string;
  /** The title's heading level. Default 1. */
  titleOrder?: TitleOrder;
  /** The area's list: "go back" and "create and back" lead there. */
  listPath: string;
  /** The list's title for the breadcrumb trail ("FAQ › New entry"). */
  listTitle: string;
  /** The contract's input schema: it validates the form and the server checks the same. */
  schema: z.ZodType<TOut, TValues>;
  /** A new record's values (REQ-FAQ-3: FAQ_DEFAULTS…). */
  defaultValues: TValues;
  /**
   * Sends the values; answers the new record's id, or `{ waiting }` when nothing was created yet
   * (a manual order waiting for a second person, REQ-APPR-2): the form goes back to the list
   * with `waiting` as the toast, since there is no record to open.
   */
  onCreate: (values: TOut) => Promise<{ id: number | string } | { waiting: string }>;
  /** The new record's edit page (REQ-FORM-2); default `${listPath}/${id}`. */
  editPath?: (id: number | string) => string;
  /** Without the create permission the form is read-only (REQ-ACCESS-5). */
  readOnly?: boolean;
  /** Something the form depends on is still loading (permissions, options): buttons wait. */
  busy?: boolean;
  /** The form's own precondition for sending (menu: a parent or a codeName). */
  canSubmit?: (values: TValues) => boolean;
  /** Shown while `canSubmit` blocks sending: what the user has to do. */
  submitBlockedHint?: string;
  /** An area's own buttons in both toolbars. */
  toolbarExtra?: ReactNode;
  /** A part edited outside the form (see `FormFrame`'s `outside`). */
  outside?: OutsideState | undefined;
  messages: FormMessages;
  /** What the success toast adds for the sent values (an account: "a set-password e-mail was sent to …"). */
  successNotice?: (values: TOut) => string;
  /** The fields, given the form. */
  children: (form: EntityFormReturn<TValues, TOut>) => ReactNode;
}

/**
 * A create form (REQ-FORM-2 "Create then navigate"): create goes to the new record's edit page,
 * create and back to the list; a success or error toast either way.
 *
 * @example see features/faq/routes/faq-create-page.tsx
 */
export function CreateForm<TValues extends FieldValues, TOut extends FieldValues>({
  title,
  titleOrder,
  listPath,
  listTitle,
  schema,
  defaultValues,
  onCreate,
  editPath = (id) => `${listPath}/${id}`,
  readOnly = false,
  busy = false,
  canSubmit,
  submitBlockedHint,
  toolbarExtra,
  outside,
  messages,
  successNotice,
  children,
}: CreateFormProps<TValues, TOut>) {
  const { t } = useTranslation();
  const form = useEntityForm(schema, defaultValues);
  const backPath = useListReturnPath(listPath);
  const returnState = useListReturnState(listPath);
  return (
    <FormFrame
      form={form}
      mode="create"
      title={title}
      trail={{ listTitle, current: t('form.breadcrumbs.newEntry') }}
      titleOrder={titleOrder}
      backPath={backPath}
      readOnly={readOnly}
      busy={busy}
      canSubmit={canSubmit}
      submitBlockedHint={submitBlockedHint}
      toolbarExtra={toolbarExtra}
      outside={outside}
      messages={messages}
      submit={async (values, andBack) => {
        const created = await onCreate(values);
        if ('waiting' in created)
          return { resetTo: form.getValues(), navigateTo: backPath, instead: created.waiting };
        const { id } = created;
        const notice = successNotice?.(values);
        return andBack
          ? { resetTo: form.getValues(), navigateTo: backPath, notice }
          : {
              resetTo: form.getValues(),
              navigateTo: editPath(id),
              navigateState: returnState,
              notice,
            };
      }}
    >
      {children(form)}
    </FormFrame>
  );
}
