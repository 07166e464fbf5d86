import type { Attachment, AttachmentInput, StoredFile } from '@backoffice/contract';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../ui/deferred-tooltip';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { errorMessages } from '../api/error-messages';
import { checkUploadFile, isAbortError } from '../api/upload';
import { formatFileSize } from '../format/file-size';
import { showToast } from '../notifications/toast';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { FieldSkeleton } from './field-skeleton';
import { useFilesCatalogue } from './files-catalogue';
import { FileThumbnail } from './file-thumbnail';
import { uniqueFileName } from './unique-file-name';
import { UploadDropzone } from './upload-dropzone';
import { UploadProgress } from './upload-progress';
import { FieldWrapper, useFieldGroupIds } from './field-group';
import { useFormField } from './use-form-field';
import { useUploadTasks } from './use-upload-tasks';

export type AttachmentsFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  AttachmentInput[] | null | undefined
> & {
  /**
   * The saved attachments (the loaded record's `attachments`): where a saved row's file is
   * found. The form's value holds them as `attachmentValues(loaded.attachments)`.
   */
  current?: readonly Attachment[] | null | undefined;
  disabled?: boolean;
};

/**
 * The form's value for a record's saved attachments: each kept as `{id, displayName}` (no
 * `file`: the stored file stays). Use it in the area's `toValues`.
 */
export function attachmentValues(attachments: readonly Attachment[] | null | undefined) {
  return (attachments ?? []).map((attachment): AttachmentInput => ({
    id: attachment.id,
    displayName: attachment.displayName,
  }));
}

function withoutDeleteFlag(row: AttachmentInput): AttachmentInput {
  const copy = { ...row };
  delete copy.delete;
  return copy;
}

interface RowProps<T extends FieldValues, TOut extends FieldValues> {
  control: AttachmentsFieldProps<T, TOut>['control'];
  name: string;
  index: number;
  row: AttachmentInput;
  file: StoredFile | null;
  disabled: boolean;
  onRemove: () => void;
  onUndo: () => void;
}

function AttachmentRow<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  index,
  row,
  file,
  disabled,
  onRemove,
  onUndo,
}: RowProps<T, TOut>) {
  const { t, i18n } = useTranslation();
  const {
    ref,
    name: inputName,
    onBlur,
    value,
    onChange,
    error,
    disabled: inputDisabled,
  } = useFormField(
    control,
    `${name}.${index}.displayName` as FieldPath<T>,
    disabled || row.delete === true,
  );
  const removed = row.delete === true;
  const saved = row.id !== undefined;
  const fileName = file?.fileName ?? row.displayName;
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="attachment-row">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {file ? (
          <FileThumbnail file={file} alt={fileName} width={48} height={36} dimmed={removed} />
        ) : null}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            {file ? (
              <Anchor
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                truncate="end"
                td={removed ? 'line-through' : undefined}
                aria-label={t('upload.openFile', { name: fileName })}
              >
                {fileName}
              </Anchor>
            ) : (
              <Text size="sm" truncate="end">
                {fileName}
              </Text>
            )}
            {file ? (
              <Text span size="xs" c="dimmed" style={{ flex: 'none' }}>
                {formatFileSize(file.size, i18n.language)}
              </Text>
            ) : null}
            {saved ? null : (
              <Badge size="xs" variant="light" style={{ flex: 'none' }}>
                {t('upload.newFile')}
              </Badge>
            )}
          </Group>
          <TextInput
            ref={ref}
            name={inputName}
            onBlur={onBlur}
            size="xs"
            label={t('upload.displayName')}
            aria-label={`${t('upload.displayName')}: ${fileName}`}
            required
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={error}
            disabled={inputDisabled}
          />
          {removed ? (
            <Text size="xs" c="dimmed" fw={500}>
              {t('upload.markedForRemoval')}
            </Text>
          ) : null}
        </Stack>
        {disabled ? null : removed ? (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconArrowBackUp size={12} />}
            onClick={onUndo}
          >
            {t('upload.undoRemove')}
          </Button>
        ) : (
          <DeferredTooltip label={t('upload.remove', { name: fileName })}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('upload.remove', { name: fileName })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </DeferredTooltip>
        )}
      </Group>
    </Paper>
  );
}

function AttachmentsFieldBody<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  description,
  required,
  current,
  disabled: disabledProp,
}: AttachmentsFieldProps<T, TOut> & { label: string }) {
  const { t } = useTranslation();
  const field = useFormField(control, name, disabledProp);
  const { tasks, start } = useUploadTasks();
  const [uploaded, setUploaded] = useState<ReadonlyMap<string, StoredFile>>(new Map());
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);

  const rows = (field.value as AttachmentInput[] | null | undefined) ?? [];
  // Uploads finish one by one, maybe in the same tick: each adds its row to the newest list.
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  });
  const { onChange } = field;
  const setRows = (next: AttachmentInput[]) => {
    rowsRef.current = next;
    onChange(next);
  };

  const fileOf = (row: AttachmentInput): StoredFile | null => {
    if (row.id !== undefined) {
      return current?.find((attachment) => attachment.id === row.id)?.file ?? null;
    }
    return row.file?.fileId ? (uploaded.get(row.file.fileId) ?? null) : null;
  };

  const uploadOne = async (file: File, storedName: string) => {
    try {
      const stored = await start('file', file, storedName);
      setUploaded((known) => new Map(known).set(stored.id, stored));
      setRows([...rowsRef.current, { displayName: storedName, file: { fileId: stored.id } }]);
      showToast('success', t('upload.singleFile'));
    } catch (failure) {
      if (isAbortError(failure)) return;
      const message = errorMessages(t, failure).join(' ');
      setUploadErrors((errors) => [...errors, `${storedName}: ${message}`]);
      showToast('error', `${storedName}: ${message}`, t('upload.error.singleFile'));
    }
  };

  const addFiles = (files: File[]) => {
    const refused: string[] = [];
    const taken = [
      ...rowsRef.current.flatMap((row) => [row.displayName, fileOf(row)?.fileName ?? '']),
      ...tasks.map((task) => task.name),
    ];
    for (const file of files) {
      const refusal = checkUploadFile('file', file);
      if (refusal) {
        refused.push(`${file.name}: ${t(`errors.${refusal}`)}`);
        continue;
      }
      const storedName = uniqueFileName(file.name, taken);
      taken.push(storedName);
      void uploadOne(file, storedName);
    }
    setUploadErrors(refused);
  };

  const removeRow = (index: number) => {
    const row = rows[index];
    if (!row) return;
    if (row.id === undefined) setRows(rows.filter((_, i) => i !== index));
    else setRows(rows.map((item, i) => (i === index ? { ...item, delete: true } : item)));
  };
  const undoRemove = (index: number) =>
    setRows(rows.map((item, i) => (i === index ? withoutDeleteFlag(item) : item)));

  const errors = [...uploadErrors, ...(field.error ? [field.error] : [])];
  const error =
    errors.length > 0 ? (
      <>
        {errors.map((message) => (
          <span key={message} style={{ display: 'block' }}>
            {message}
          </span>
        ))}
      </>
    ) : undefined;
  const ids = useFieldGroupIds(description, error);

  return (
    <FieldWrapper
      ids={ids}
      label={label}
      required={required}
      description={description}
      error={error}
    >
      <Stack
        gap="xs"
        mt={4}
        role="group"
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
      >
        {rows.length === 0 && field.disabled ? (
          <Text size="sm" c="dimmed">
            {t('upload.noAttachments')}
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <AttachmentRow
            // rows are addressed by index: the form's paths (`attachments.2.displayName`) are
            key={index}
            control={control}
            name={name}
            index={index}
            row={row}
            file={fileOf(row)}
            disabled={field.disabled}
            onRemove={() => removeRow(index)}
            onUndo={() => undoRemove(index)}
          />
        ))}
        {tasks.map((task) => (
          <UploadProgress key={task.key} task={task} />
        ))}
        {field.disabled ? null : (
          <UploadDropzone
            kind="file"
            multiple
            disabled={field.disabled}
            compact={rows.length > 0}
            buttonRef={field.ref}
            buttonLabel={t('upload.chooseFiles')}
            onFiles={addFiles}
          />
        )}
      </Stack>
    </FieldWrapper>
  );
}

/** Waits for the upload texts (a chunk of their own, loaded once) with a skeleton of its size. */
function AttachmentsFieldTexts<T extends FieldValues, TOut extends FieldValues>(
  props: AttachmentsFieldProps<T, TOut> & { label: string },
) {
  useFilesCatalogue();
  return <AttachmentsFieldBody {...props} />;
}

/**
 * A record's attachments (REQ-PAGE-3, page attachments): a drop zone taking several files at
 * once, and a list of `{displayName, file}`. Each file uploads on its own, with its own
 * progress and cancel, through `POST /admin/common/upload-file`.
 *
 * The value is what the record's save takes, `AttachmentInput[]`:
 * - a saved attachment is `{id, displayName}`; removing it sets `delete: true` (undoable until
 *   saved, REQ-FILES-4);
 * - a new one is `{displayName, file: {fileId}}`; removing it drops the row.
 * A file whose name is already in the list gets a suffix: `report (1).pdf` (REQ-FILES-4).
 *
 * @example
 *   <AttachmentsField control={form.control} name="attachments" current={loaded.attachments} label={t('page.fields.attachments')} />
 *   // toValues: attachments: attachmentValues(page.attachments)
 */
export function AttachmentsField<T extends FieldValues, TOut extends FieldValues>(
  props: AttachmentsFieldProps<T, TOut>,
) {
  const label = useFieldLabel(props.name, props.label);
  return (
    <Suspense fallback={<FieldSkeleton label={label} required={props.required} height={120} />}>
      <AttachmentsFieldTexts {...props} label={label} />
    </Suspense>
  );
}
