import type { UploadKind } from '@backoffice/contract';
import { Button, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { IconCloudUpload, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { dropzoneAccept } from '../api/upload';

export interface UploadDropzoneProps {
  kind: UploadKind;
  multiple: boolean;
  disabled: boolean;
  /** Every file dropped or chosen, accepted or not: the caller's check gives the messages. */
  onFiles: (files: File[]) => void;
  /** The choose button's label ("Choose an image", "Change the image"). */
  buttonLabel: string;
  /** The form's ref: focus lands on the button when the field has an error. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** Ties the zone to the field's label, description and error. */
  describedBy?: string | undefined;
  compact?: boolean;
}

/**
 * The drop zone of the upload fields, drawn like Mantine's own dropzone (dashed border, blue on
 * an accepted drag, red on a refused one). react-dropzone does the work: `@mantine/dropzone`
 * 9.7.3 needs Node 22. Keyboard users get a real button that opens the file dialog; the zone
 * itself is not a tab stop, so there is one way in.
 */
export function UploadDropzone({
  kind,
  multiple,
  disabled,
  onFiles,
  buttonLabel,
  buttonRef,
  describedBy,
  compact = false,
}: UploadDropzoneProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const { getRootProps, getInputProps, open, isDragAccept, isDragReject } = useDropzone({
    accept: dropzoneAccept(kind),
    multiple,
    disabled,
    noClick: true,
    noKeyboard: true,
    // the hidden input everywhere: the File System Access picker skips it (and tests)
    useFsAccessApi: false,
    onDrop: (accepted, rejected) => {
      const files = [...accepted, ...rejected.map((rejection) => rejection.file)];
      if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
    },
  });
  const borderColor = isDragReject
    ? 'var(--mantine-color-red-6)'
    : isDragAccept
      ? 'var(--mantine-color-blue-6)'
      : 'var(--mantine-color-default-border)';
  const background = isDragReject
    ? 'var(--mantine-color-red-light)'
    : isDragAccept
      ? 'var(--mantine-color-blue-light)'
      : undefined;
  const Icon = isDragReject
    ? IconX
    : isDragAccept
      ? IconUpload
      : kind === 'photo'
        ? IconPhoto
        : IconCloudUpload;
  return (
    <div
      {...getRootProps({
        'aria-describedby': describedBy,
        'data-testid': 'upload-dropzone',
        style: {
          border: `1px dashed ${borderColor}`,
          borderRadius: theme.radius.md,
          background,
          padding: compact ? theme.spacing.sm : theme.spacing.lg,
          opacity: disabled ? 0.6 : 1,
          transition: 'background-color 100ms ease, border-color 100ms ease',
        },
      })}
    >
      {/* the button below is the way in: the hidden input is not announced a second time */}
      <input {...getInputProps({ 'aria-hidden': true })} />
      <Group justify="center" gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <Icon
          size={compact ? 28 : 40}
          stroke={1.5}
          color={
            isDragReject
              ? 'var(--mantine-color-red-6)'
              : isDragAccept
                ? 'var(--mantine-color-blue-6)'
                : 'var(--mantine-color-dimmed)'
          }
          aria-hidden
        />
        <Stack gap={4}>
          <Text size={compact ? 'sm' : 'md'} fw={500}>
            {t(multiple ? 'upload.dropFiles' : 'upload.dropImage')}
          </Text>
          <Text size="xs" c="dimmed">
            {t(kind === 'photo' ? 'upload.imageHint' : 'upload.fileHint')}
          </Text>
        </Stack>
      </Group>
      <Group justify="center" mt="sm">
        <Button
          ref={buttonRef}
          size="xs"
          variant="default"
          leftSection={<IconUpload size={14} />}
          onClick={open}
          disabled={disabled}
        >
          {buttonLabel}
        </Button>
      </Group>
    </div>
  );
}
