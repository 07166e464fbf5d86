import type { FileInput, StoredFile } from '@backoffice/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { errorMessages } from '../api/error-messages';
import { checkUploadFile, isAbortError } from '../api/upload';
import { formatFileSize } from '../format/file-size';
import { showToast } from '../notifications/toast';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { FieldSkeleton } from './field-skeleton';
import { useFilesCatalogue } from './files-catalogue';
import { FileThumbnail } from './file-thumbnail';
import { UploadDropzone } from './upload-dropzone';
import { UploadProgress } from './upload-progress';
import { FieldWrapper, useFieldGroupIds } from './field-group';
import { useFormField } from './use-form-field';
import { useUploadTasks } from './use-upload-tasks';

/**
 * An image held in a JSON document rather than a record's column (a page-builder element's
 * picture): the upload's answer itself, sent back as is on save (the server reads `fileId`).
 */
export interface EmbeddedImage {
  fileId?: string | undefined;
  fileName?: string | undefined;
  url?: string | undefined;
  imageUrl?: string | null | undefined;
  thumbUrl?: string | null | undefined;
}

export type ImageFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  FileInput | EmbeddedImage | null | undefined
> & {
  /**
   * `input` (default): the value is a save's `FileInput` beside the saved `current`.
   * `embedded`: the value is the image itself (`EmbeddedImage | null`); remove sets null.
   */
  valueMode?: 'input' | 'embedded';
  /**
   * The saved image: the loaded record's `image` (`StoredFile | null`), null or left out on a
   * create form. The form's own value is what a save sends (`FileInput | undefined`), so
   * `toValues` gives it `undefined`: "keep the saved image", and an unchanged form.
   */
  current?: StoredFile | null | undefined;
  /** The preview's alternative text; default: the file's name. */
  alt?: string;
  disabled?: boolean;
};

type Shown =
  | { state: 'none' }
  | { state: 'saved'; file: StoredFile }
  | { state: 'new'; file: StoredFile | null; replaces: StoredFile | null }
  | { state: 'removed'; file: StoredFile };

function shownImage(
  value: FileInput | null | undefined,
  current: StoredFile | null,
  uploaded: StoredFile | null,
): Shown {
  if (value?.delete === true)
    return current ? { state: 'removed', file: current } : { state: 'none' };
  if (value?.fileId !== undefined || value?.base64 !== undefined) {
    const file = uploaded && uploaded.id === value.fileId ? uploaded : null;
    return { state: 'new', file, replaces: current };
  }
  return current ? { state: 'saved', file: current } : { state: 'none' };
}

function embeddedShown(value: EmbeddedImage | null | undefined): Shown {
  if (!value?.fileId) return { state: 'none' };
  return {
    state: 'saved',
    file: {
      id: value.fileId,
      url: value.url ?? '',
      fileName: value.fileName ?? '',
      mimeType: 'image/*',
      size: 0,
      imageUrl: value.imageUrl ?? null,
      thumbUrl: value.thumbUrl ?? null,
    },
  };
}

function ImageFieldBody<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  description,
  required,
  current = null,
  alt,
  disabled: disabledProp,
  valueMode = 'input',
}: ImageFieldProps<T, TOut> & { label: string }) {
  const embedded = valueMode === 'embedded';
  const { t, i18n } = useTranslation();
  const field = useFormField(control, name, disabledProp);
  const { tasks, start } = useUploadTasks();
  const [uploaded, setUploaded] = useState<StoredFile | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);

  const value = field.value as FileInput | null | undefined;
  const shown: Shown = embedded
    ? embeddedShown(field.value as EmbeddedImage | null | undefined)
    : shownImage(value, current, uploaded);
  const task = tasks[0];
  const error = uploadError ?? field.error;
  const { onChange } = field;

  const upload = async (file: File) => {
    setUploadError(undefined);
    const refusal = checkUploadFile('photo', file);
    if (refusal) {
      setUploadError(t(`errors.${refusal}`));
      return;
    }
    try {
      const stored = await start('photo', file);
      setUploaded(stored);
      onChange(
        embedded
          ? ({
              fileId: stored.id,
              fileName: stored.fileName,
              url: stored.url,
              imageUrl: stored.imageUrl,
              thumbUrl: stored.thumbUrl,
            } satisfies EmbeddedImage)
          : ({ fileId: stored.id } satisfies FileInput),
      );
      showToast('success', t('upload.singlePhoto'));
    } catch (failure) {
      if (isAbortError(failure)) return;
      const message = errorMessages(t, failure).join(' ');
      setUploadError(message);
      showToast('error', message, t('upload.error.singlePhoto'));
    }
  };

  const remove = () => {
    setUploadError(undefined);
    if (embedded) return onChange(null);
    onChange(current ? ({ delete: true } satisfies FileInput) : undefined);
  };
  const restore = () => {
    setUploadError(undefined);
    onChange(undefined);
  };

  const file = shown.state === 'none' ? null : shown.file;
  const fileAlt = alt ?? file?.fileName ?? label;
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
        {shown.state === 'none' ? (
          field.disabled ? (
            <Text size="sm" c="dimmed">
              {t('upload.noImage')}
            </Text>
          ) : null
        ) : (
          // the name and buttons go under the picture when both do not fit (a phone's width)
          <Group gap="md" align="flex-start" wrap="wrap" data-testid="image-field-preview">
            {file ? (
              <FileThumbnail file={file} alt={fileAlt} dimmed={shown.state === 'removed'} />
            ) : null}
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 10rem' }}>
              {file ? (
                <Text
                  size="sm"
                  truncate="end"
                  td={shown.state === 'removed' ? 'line-through' : undefined}
                >
                  {file.fileName}{' '}
                  {file.size > 0 ? (
                    <Text span size="xs" c="dimmed">
                      ({formatFileSize(file.size, i18n.language)})
                    </Text>
                  ) : null}
                </Text>
              ) : null}
              {shown.state === 'removed' ? (
                <Text size="sm" c="dimmed" fw={500}>
                  {t('upload.markedForRemoval')}
                </Text>
              ) : null}
              {shown.state === 'new' && shown.replaces ? (
                <Text size="sm" c="dimmed">
                  {t('upload.replacesSaved')}
                </Text>
              ) : null}
              {field.disabled ? null : (
                <Group gap="xs">
                  {shown.state === 'removed' ? (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowBackUp size={14} />}
                      onClick={restore}
                    >
                      {t('upload.undoRemove')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={remove}
                      disabled={task !== undefined}
                    >
                      {t('upload.removeImage')}
                    </Button>
                  )}
                  {shown.state === 'new' && shown.replaces ? (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconArrowBackUp size={14} />}
                      onClick={restore}
                      disabled={task !== undefined}
                    >
                      {t('upload.restoreSaved')}
                    </Button>
                  ) : null}
                </Group>
              )}
            </Stack>
          </Group>
        )}
        {task ? <UploadProgress task={task} /> : null}
        {field.disabled || task ? null : (
          <UploadDropzone
            kind="photo"
            multiple={false}
            disabled={field.disabled}
            compact={shown.state !== 'none'}
            buttonRef={field.ref}
            buttonLabel={t(shown.state === 'none' ? 'upload.chooseImage' : 'upload.replaceImage')}
            onFiles={(files) => {
              const [first] = files;
              if (first) void upload(first);
            }}
          />
        )}
      </Stack>
    </FieldWrapper>
  );
}

/** Waits for the upload texts (a chunk of their own, loaded once) with a skeleton of its size. */
function ImageFieldTexts<T extends FieldValues, TOut extends FieldValues>(
  props: ImageFieldProps<T, TOut> & { label: string },
) {
  useFilesCatalogue();
  return <ImageFieldBody {...props} />;
}

/**
 * A record's image (REQ-FILES-7: sliders, posts, pages): preview, drop or choose a file, upload
 * with progress and cancel, remove with the delete flag of REQ-FILES-4, undoable until saved.
 *
 * The value is what the record's save takes (`FileInput | undefined`):
 * - `undefined`: keep the saved image (`current`), or none;
 * - `{fileId}`: the image just uploaded (through `POST /admin/common/upload-photo`);
 * - `{delete: true}`: remove the saved image.
 *
 * A file of the wrong type or size (REQ-FILES-2) is refused before anything is sent, with the
 * specification's message on the field.
 *
 * @example
 *   <ImageField control={form.control} name="image" current={loaded.image} label={t('slider.fields.image')} required />
 */
export function ImageField<T extends FieldValues, TOut extends FieldValues>(
  props: ImageFieldProps<T, TOut>,
) {
  const label = useFieldLabel(props.name, props.label);
  return (
    <Suspense fallback={<FieldSkeleton label={label} required={props.required} height={160} />}>
      <ImageFieldTexts {...props} label={label} />
    </Suspense>
  );
}
