import { errorKey } from '@backoffice/contract';
import {
  Alert,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowsDiff,
  IconInfoCircle,
  IconLock,
  IconRefresh,
} from '@tabler/icons-react';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type BaseSyntheticEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  get,
  useFormState,
  useWatch,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import type { StaleWriteConflict } from '@backoffice/contract';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '../api/api-request-error';
import { errorMessages, isKnownErrorKey, translateApiError } from '../api/error-messages';
import { errorLanguage, splitServerErrors } from './server-errors';
import type { ListReturnState } from '../navigation/list-return';
import { hideToasts, showToast } from '../notifications/toast';
import { openConfirmDialog } from '../ui/confirm-dialog';
import { ErrorAlert } from '../ui/error-alert';
import { fieldPaths } from './field-paths';
import { FormBreadcrumbs } from './form-breadcrumbs';
import { FormFrameContext, type FormFrameContextValue } from './form-frame-context';
import classes from './form-frame.module.css';
import { FormToolbar } from './form-toolbar';
import { trackToolbar } from './toolbar-offset';
import { errorPaths, revealFirstError } from './reveal-error';
import { ServerErrorStore } from './server-error-store';
import {
  conflictFields,
  conflictOf,
  fieldLabelIn,
  myChanges,
  type ConflictField,
} from './stale-conflict';
import { StaleWriteDialog, savedByText } from './stale-write-dialog';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { EntityFormReturn } from './use-entity-form';

/** What a successful send leads to: the values the form now holds, and where to go, if anywhere. */
export interface SubmitOutcome<TValues> {
  resetTo: TValues;
  navigateTo?: string;
  navigateState?: ListReturnState;
  /** Told in the success toast under the area's "saved" title (e.g. "a set-password e-mail was sent"). */
  notice?: string | undefined;
  /**
   * The success toast's whole text, in place of the area's "saved": the send was accepted but
   * did not save yet (a manual order waiting for a second person, REQ-APPR-2).
   */
  instead?: string | undefined;
}

/**
 * The area's wording for the toasts of REQ-NOTIFY-2 ('Successfully edited FAQ' / 'Error updating
 * FAQ').
 */
export interface FormMessages {
  success: string;
  error: string;
}

/**
 * An edit form's delete button (REQ-ROLE-3: "a delete button asks for confirmation"):
 * confirm → delete → toast → back to the list (REQ-FORM-2: "deleting a role goes to the roles
 * list"). A refusal (`ROLE:ROLE_IS_IN_USE`) stays on the form, listed above it and in a toast.
 */
export interface FormDeleteAction {
  /** The confirmation's question, in the area's words. */
  message: string;
  remove: () => Promise<unknown>;
  messages: FormMessages;
}

/** The trail above the title: the list (a link back to `backPath`) › the record. */
export interface FormTrail {
  listTitle: string;
  /** `#3`, "New entry"; undefined while unknown. */
  current: string | undefined;
}

/** Ctrl+Enter, or Cmd+Enter on a Mac: "save" from any field, a textarea included. */
export function isSaveShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

export interface FormFrameProps<TValues extends FieldValues, TOut extends FieldValues> {
  form: EntityFormReturn<TValues, TOut>;
  mode: 'create' | 'edit';
  title: string;
  /** The breadcrumb trail; null when the page draws its own (a form in a tab). */
  trail: FormTrail | null;
  /** The title's heading level: 2 when the form sits under a page title (a tab). Default 1. */
  titleOrder?: TitleOrder;
  backPath: string;
  readOnly: boolean;
  /** Something the form depends on is still loading (permissions): the buttons wait. */
  busy: boolean;
  canSubmit: ((values: TValues) => boolean) | undefined;
  /** Says what `canSubmit` waits for, while it blocks sending. */
  submitBlockedHint: string | undefined;
  /**
   * Save stays disabled until something was changed (REQ-UX-5: one rule for
   * every edit form, so a no-op save is never sent).
   */
  requireChanges?: boolean;
  /** Edit mode: a delete button in the top toolbar, hidden when left out. */
  deleteAction?: FormDeleteAction | undefined;
  messages: FormMessages;
  submit: (values: TOut, andBack: boolean) => Promise<SubmitOutcome<TValues>>;
  /** Edit mode: fetches the latest record's values (reload, and the answer to a stale write). */
  reload?: () => Promise<TValues>;
  /**
   * Edit mode: the latest record's values, without taking them yet (`adopt` makes them the
   * version the next save is based on): a stale save compares them with the form's.
   */
  fetchLatest?: () => Promise<{ values: TValues; adopt: () => void }>;
  /** An area's own buttons in both toolbars (an offer's revalidate). */
  toolbarExtra?: ReactNode;
  /**
   * The form is one section of a record screen whose header has the "go back" and the record's
   * actions (the order screen): a title only above it, and below it reload and save alone.
   */
  section?: boolean | undefined;
  /**
   * A part of the record edited outside react-hook-form (the offer's page builder, whose
   * state is its own store): its unsaved changes count as the form's, and a reason it gives
   * blocks saving and is shown as the hint.
   */
  outside?: OutsideState | undefined;
  children: ReactNode;
}

export interface OutsideState {
  /**
   * Tells when `dirty` or `blocked` may have changed. The frame reads them itself, so a change
   * re-renders the frame's toolbars and notices, not the page and the part around them (an
   * element added to the offer's builder blocks saving until it has a type: the 50 ms of
   * REQ-PERF-5).
   */
  subscribe: (listener: () => void) => () => void;
  dirty: () => boolean;
  /** why saving is blocked (an element without a type), or null */
  blocked: () => string | null;
  /**
   * The part shows why saving is blocked itself, where the cause is (the builder, in its own
   * toolbar): the frame then only puts it on Save, and no notice appears above the form and
   * moves the whole page down as an element is added (REQ-PERF-5).
   */
  showsBlocked?: boolean;
  /** server errors at these paths are shown by that part itself, not in the form's list */
  ownsError?: (context: string) => boolean;
}

const alwaysTrue = () => true;
const never = () => false;
const nothing = () => null;
const noSubscription = () => () => undefined;

function isStaleWrite(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 409 && error.hasKey('STALE_WRITE');
}

/**
 * A field error as the fields read it: a known code stays a code (translated on display), or
 * its message when that carries the limit after it (`POSITION_TOO_LARGE|1000000`).
 */
function storedMessage(entry: { code: string; message: string }): string {
  const key = errorKey(entry.code);
  if (!isKnownErrorKey(key)) return entry.message || entry.code;
  return entry.message.startsWith(`${key}|`) ? entry.message : entry.code;
}

/**
 * The frame every create and edit form shares: title, the toolbar above and below, the
 * read-only notice, errors with no field of their own, the stale-write notice, the unsaved
 * changes guard, and the send → toast → navigate / refresh flow of REQ-FORM-2.
 */
export function FormFrame<TValues extends FieldValues, TOut extends FieldValues>({
  form,
  mode,
  title,
  trail,
  titleOrder = 1,
  backPath,
  readOnly,
  busy,
  canSubmit,
  submitBlockedHint,
  requireChanges = false,
  deleteAction,
  messages,
  submit,
  reload,
  fetchLatest,
  toolbarExtra,
  section = false,
  outside,
  children,
}: FormFrameProps<TValues, TOut>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [serverErrors] = useState(() => new ServerErrorStore());
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  // a stale save: who saved since, and the latest version compared field by field
  const [conflict, setConflict] = useState<StaleWriteConflict | null>(null);
  const [comparison, setComparison] = useState<{
    fields: ConflictField[];
    /** every path the other save changed */
    theirs: ReadonlySet<string>;
    latest: { values: TValues; adopt: () => void };
  } | null>(null);
  const [comparing, setComparing] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState<'save' | 'saveAndBack' | 'reload' | 'delete' | null>(null);
  const { isDirty } = useFormState({ control: form.control });
  const submitAllowed = useWatch({ control: form.control, compute: canSubmit ?? alwaysTrue });

  const outsideDirty = useSyncExternalStore(
    outside?.subscribe ?? noSubscription,
    outside?.dirty ?? never,
  );
  const outsideBlocked = useSyncExternalStore(
    outside?.subscribe ?? noSubscription,
    outside?.blocked ?? nothing,
  );
  const changed = isDirty || outsideDirty;
  const dirty = changed && !readOnly;
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const context = useMemo<FormFrameContextValue>(
    () => ({ readOnly, serverErrors }),
    [readOnly, serverErrors],
  );
  const knownPaths = useMemo(
    () => fieldPaths(form.formState.defaultValues),
    [form.formState.defaultValues],
  );

  const clearNotices = () => {
    setFormErrors([]);
    setStale(false);
    setConflict(null);
    setComparison(null);
    setComparing(false);
    serverErrors.replace(new Map());
  };

  /** Reads the latest version and lists the fields the other save changed beside the user's. */
  const compareWithLatest = async () => {
    if (!fetchLatest) return;
    try {
      const latest = await fetchLatest();
      const original = form.formState.defaultValues;
      const mine = form.getValues();
      const labelOf = (path: string) => fieldLabelIn(formElement.current, path);
      const fields = conflictFields(original, latest.values, mine, labelOf);
      const theirs = new Set(myChanges(original, latest.values));
      setComparison({ fields, theirs, latest });
      setComparing(true);
    } catch (error) {
      showToast('error', errorMessages(t, error).join(' '), t('form.reloadError'));
    }
  };

  /** The latest version, with the user's values kept where they chose theirs over it. */
  const applyComparison = (keepMine: ReadonlySet<string>) => {
    if (!comparison) return;
    const mine = form.getValues();
    const changed = myChanges(form.formState.defaultValues, mine);
    comparison.latest.adopt();
    clearNotices();
    form.reset(comparison.latest.values);
    for (const path of changed) {
      if (comparison.theirs.has(path) && !keepMine.has(path)) continue;
      const name = path as FieldPath<TValues>;
      form.setValue(name, get(mine, path) as PathValue<TValues, typeof name>, {
        shouldDirty: true,
      });
    }
  };

  const takeLatest = () => {
    if (!comparison) return;
    comparison.latest.adopt();
    clearNotices();
    form.reset(comparison.latest.values);
  };

  const showFailure = (error: unknown) => {
    if (isStaleWrite(error)) {
      // Keep every value the user typed: the notice says who saved since and when, and the
      // comparison lets the user keep theirs field by field, or take the latest version.
      setStale(true);
      setConflict(conflictOf(error));
      // the comparison says it, over the form: a toast would cover its first lines
      if (fetchLatest) void compareWithLatest();
      else showToast('error', t('form.staleWrite.title'), messages.error);
      return;
    }
    const { fieldErrors, formErrors: rest } = splitServerErrors(error, knownPaths);
    const byField = new Map<string, string>();
    for (const [path, entry] of Object.entries(fieldErrors)) {
      if (!entry) continue;
      byField.set(path, storedMessage(entry));
      // REQ-FORM-4 maps `data.slug.en` to the field `slug`; the language is kept beside it, so a
      // translatable field can show the message on that language's input (`slug.en`)
      const language = errorLanguage(entry.context);
      if (language) byField.set(`${path}.${language}`, storedMessage(entry));
    }
    serverErrors.replace(byField);
    const [firstField] = byField.keys();
    if (firstField !== undefined) {
      form.setFocus(firstField as FieldPath<TValues>);
      const language = errorLanguage(fieldErrors[firstField as keyof typeof fieldErrors]?.context);
      form.setFocus(`${firstField}.${language ?? 'pl'}` as FieldPath<TValues>);
    }
    const own = outside?.ownsError;
    const shown = own ? rest.filter((entry) => !(entry.context && own(entry.context))) : rest;
    setFormErrors([...new Set(shown.map((entry) => translateApiError(t, entry)))]);
    showToast('error', errorMessages(t, error).join(' '), messages.error);
  };

  const topBar = useRef<HTMLDivElement>(null);
  useEffect(() => (topBar.current ? trackToolbar(topBar.current) : undefined), []);
  // a field the schema refused may be on a tab that is not open, or far up the page: open its
  // tab (React Hook Form then focuses it) and say so, or Save would seem to do nothing
  const onInvalid = (errors: FieldErrors<TValues>) => {
    if (formElement.current) revealFirstError(formElement.current, errorPaths(errors));
    showToast('error', t('form.invalid'));
  };

  // a retry closes the failure it answers: the last error toast must not sit over the form
  // while the next attempt runs, nor outlive it
  const send = (andBack: boolean) => (event?: BaseSyntheticEvent) => {
    hideToasts('error');
    return submitHandler(andBack)(event);
  };
  const submitHandler = (andBack: boolean) =>
    form.handleSubmit(async (values) => {
      if (readOnly) return;
      clearNotices();
      setPending(andBack ? 'saveAndBack' : 'save');
      try {
        const outcome = await submit(values, andBack);
        if (outcome.instead) showToast('success', outcome.instead);
        else if (outcome.notice) showToast('success', outcome.notice, messages.success);
        else showToast('success', messages.success);
        form.reset(outcome.resetTo);
        if (outcome.navigateTo) {
          // saved: nothing is lost by leaving, whatever the last render still believes
          dirtyRef.current = false;
          await navigate(outcome.navigateTo, {
            replace: mode === 'create' && !andBack,
            state: outcome.navigateState,
          });
        }
      } catch (error) {
        showFailure(error);
      } finally {
        setPending(null);
      }
    }, onInvalid);

  const doReload = async () => {
    if (!reload) return;
    setPending('reload');
    try {
      const latest = await reload();
      clearNotices();
      form.reset(latest);
    } catch (error) {
      showToast('error', errorMessages(t, error).join(' '), t('form.reloadError'));
    } finally {
      setPending(null);
    }
  };

  const askReload = () => {
    if (!dirty) {
      void doReload();
      return;
    }
    openConfirmDialog({
      title: t('form.discard.title'),
      message: t('form.discard.message'),
      confirmLabel: t('form.discard.confirm'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: () => void doReload(),
    });
  };

  const doDelete = async (action: FormDeleteAction) => {
    clearNotices();
    setPending('delete');
    try {
      await action.remove();
      showToast('success', action.messages.success);
      // gone: nothing typed is worth keeping
      dirtyRef.current = false;
      await navigate(backPath);
    } catch (error) {
      const reasons = errorMessages(t, error);
      setFormErrors(reasons);
      showToast('error', reasons.join(' '), action.messages.error);
    } finally {
      setPending(null);
    }
  };

  const askDelete = deleteAction
    ? () =>
        openConfirmDialog({
          title: t('list.confirmDelete.title'),
          message: deleteAction.message,
          confirmLabel: t('list.confirmDelete.confirm'),
          cancelLabel: t('common.cancel'),
          destructive: true,
          onConfirm: () => void doDelete(deleteAction),
        })
    : undefined;

  const nothingChanged = requireChanges && !changed;
  const submitBlocked = !submitAllowed || outsideBlocked !== null || nothingChanged;
  const saveDisabled = readOnly || busy || pending !== null || submitBlocked;

  // Ctrl/Cmd+Enter does what clicking Save does, from any field (REQ-UX-6): Enter alone cannot,
  // since it is a new line in a textarea and a pick in a select. Disabled Save, disabled shortcut.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!isSaveShortcut(event) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!saveDisabled) void send(false)();
  };

  const toolbar = (placement: 'top' | 'bottom') => (
    <FormToolbar
      mode={mode}
      backPath={backPath}
      readOnly={readOnly}
      busy={busy || pending !== null}
      submitBlocked={submitBlocked}
      submitBlockedReason={
        nothingChanged ? t('form.shortcuts.nothingChanged') : (outsideBlocked ?? undefined)
      }
      pending={pending}
      onSaveAndBack={() => void send(true)()}
      onReload={reload ? askReload : undefined}
      onDelete={placement === 'top' ? askDelete : undefined}
      placement={placement}
      extra={toolbarExtra}
      withBack={!section}
    />
  );

  return (
    <FormFrameContext.Provider value={context}>
      <form
        ref={formElement}
        noValidate
        onSubmit={(event) => void send(false)(event)}
        onKeyDown={onKeyDown}
        aria-label={title}
      >
        <Stack gap="md">
          {trail ? (
            <FormBreadcrumbs
              listTitle={trail.listTitle}
              listPath={backPath}
              current={trail.current}
            />
          ) : null}
          {section ? (
            // sized as the record screen's other sections' titles
            <Title order={titleOrder} size="h4">
              {title}
            </Title>
          ) : (
            <Group
              ref={topBar}
              className={classes.top}
              justify="space-between"
              align="center"
              gap="sm"
              data-form-toolbar="top"
            >
              <Title order={titleOrder}>{title}</Title>
              {toolbar('top')}
            </Group>
          )}
          {!submitAllowed && !readOnly && submitBlockedHint ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {submitBlockedHint}
            </Alert>
          ) : null}
          {outsideBlocked !== null && !readOnly && !outside?.showsBlocked ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {outsideBlocked}
            </Alert>
          ) : null}
          {readOnly && !busy ? (
            <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
              {t('form.readOnly')}
            </Alert>
          ) : null}
          {stale ? (
            <Alert
              color="orange"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={18} />}
              title={t('form.staleWrite.title')}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{savedByText(t, conflict)}</Text>
                <Text size="sm">{t('form.staleWrite.message')}</Text>
                <Group gap="xs">
                  {comparison ? (
                    <Button
                      size="xs"
                      color="orange"
                      variant="light"
                      leftSection={<IconArrowsDiff size={14} />}
                      onClick={() => setComparing(true)}
                    >
                      {t('form.conflict.compare')}
                    </Button>
                  ) : null}
                  {reload ? (
                    <Button
                      size="xs"
                      color="orange"
                      // white on Mantine's filled orange is 3.6:1, below AA for small text
                      variant="light"
                      leftSection={<IconRefresh size={14} />}
                      onClick={askReload}
                      loading={pending === 'reload'}
                    >
                      {t('form.staleWrite.reloadLatest')}
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            </Alert>
          ) : null}
          <ErrorAlert messages={formErrors} />
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">{children}</Stack>
          </Paper>
          <Box className={section ? undefined : classes.bottom} data-form-toolbar="bottom">
            {toolbar('bottom')}
          </Box>
        </Stack>
      </form>
      <UnsavedChangesGuard dirtyRef={dirtyRef} dirty={dirty} />
      {comparison ? (
        <StaleWriteDialog
          opened={comparing}
          conflict={conflict}
          fields={comparison.fields}
          pending={pending !== null}
          onApply={applyComparison}
          onReload={takeLatest}
          onClose={() => setComparing(false)}
        />
      ) : null}
    </FormFrameContext.Provider>
  );
}
