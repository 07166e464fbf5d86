import '@mantine/tiptap/styles.css';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import {
  IconFileUpload,
  IconLetterCaseLower,
  IconLetterCaseUpper,
  IconPhotoPlus,
  IconTextSize,
} from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { useEditor, type CommandProps, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { errorMessages } from '../api/error-messages';
import { checkUploadFile, dropzoneAccept, isAbortError } from '../api/upload';
import { showToast } from '../notifications/toast';
import {
  FONT_SIZES,
  PALETTE,
  RICH_TEXT_HEIGHT,
  linkHref,
  type PaletteName,
} from './rich-text-format';
import { i18n } from '../../i18n/i18n';
import type { RichTextFieldProps } from './rich-text-field';
import { UploadProgress } from './upload-progress';
import { FieldWrapper, useFieldGroupIds } from './field-group';
import { useFormField } from './use-form-field';
import { useUploadTasks } from './use-upload-tasks';

/*
 * The rich-text editor proper: Tiptap, @mantine/tiptap and their CSS. This module is a lazy
 * chunk of its own (see rich-text-field.tsx): nothing here loads on /login or on a form
 * without rich text.
 */

/**
 * Mantine's link (Mod+K opens its editor), whose typed address becomes what the server keeps
 * (`linkHref`); one it would drop is refused with a message instead of showing a dead link.
 */
const SiteLink = Link.extend({
  addCommands() {
    const parent = this.parent?.();
    const setLink = parent?.setLink;
    if (!parent || !setLink) return parent ?? {};
    return {
      ...parent,
      setLink: (attributes) => (props: CommandProps) => {
        const href = linkHref(attributes.href);
        if (href === null) {
          showToast('error', i18n.t('richText.linkInvalid'));
          return false;
        }
        return setLink({ ...attributes, href })(props);
      },
    };
  },
});

const EXTENSIONS = [
  // StarterKit 3 carries a link extension of its own; Mantine's (Mod+K opens its link editor) replaces it
  StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4, 5, 6] } }),
  SiteLink.configure({
    openOnClick: false,
    defaultProtocol: 'https',
    // loaded or pasted content keeps only the links the server keeps
    isAllowedUri: (url) => linkHref(url) === url,
  }),
  TextStyle,
  FontSize,
  Color,
  Image.configure({ allowBase64: false }),
];

const PALETTE_NAMES = Object.keys(PALETTE) as PaletteName[];

/**
 * The text is edited as the public site shows it, dark on white, in the dark theme too: the
 * palette's colours are chosen for contrast against white, and would fail on a dark page.
 */
const CONTENT_STYLE = {
  flex: 1,
  overflow: 'auto',
  colorScheme: 'light',
  background: '#ffffff',
  color: '#212529',
  '--mantine-color-text': '#212529',
  '--mantine-color-body': '#ffffff',
  '--mantine-color-dimmed': '#5c636a',
  '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
} as CSSProperties;

function colorName(t: TFunction, color: string): string {
  const name = PALETTE_NAMES.find((key) => PALETTE[key] === color.toLowerCase());
  return name ? t(`richText.colors.${name}`) : color;
}

/** The toolbar's accessible names in the UI language (Mantine's own are English only). */
function editorLabels(t: TFunction): Partial<RichTextEditorLabels> {
  return {
    boldControlLabel: t('richText.bold'),
    italicControlLabel: t('richText.italic'),
    underlineControlLabel: t('richText.underline'),
    strikeControlLabel: t('richText.strike'),
    clearFormattingControlLabel: t('richText.clearFormatting'),
    h1ControlLabel: t('richText.heading', { level: 1 }),
    h2ControlLabel: t('richText.heading', { level: 2 }),
    h3ControlLabel: t('richText.heading', { level: 3 }),
    h4ControlLabel: t('richText.heading', { level: 4 }),
    h5ControlLabel: t('richText.heading', { level: 5 }),
    h6ControlLabel: t('richText.heading', { level: 6 }),
    bulletListControlLabel: t('richText.bulletList'),
    orderedListControlLabel: t('richText.orderedList'),
    blockquoteControlLabel: t('richText.blockquote'),
    linkControlLabel: t('richText.link'),
    unlinkControlLabel: t('richText.unlink'),
    linkEditorInputLabel: t('richText.linkUrl'),
    linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
    linkEditorExternalLink: t('richText.linkExternal'),
    linkEditorInternalLink: t('richText.linkInternal'),
    linkEditorSave: t('richText.linkSave'),
    colorControlLabel: (color: string) => t('richText.color', { name: colorName(t, color) }),
    unsetColorControlLabel: t('richText.unsetColor'),
    undoControlLabel: t('richText.undo'),
    redoControlLabel: t('richText.redo'),
  };
}

const SIZE_ICONS = {
  small: IconLetterCaseLower,
  large: IconLetterCaseUpper,
  huge: IconTextSize,
} as const;
const SIZE_LABELS = {
  small: 'richText.sizeSmall',
  large: 'richText.sizeLarge',
  huge: 'richText.sizeHuge',
} as const;

function SizeControl({ editor, size }: { editor: Editor; size: keyof typeof FONT_SIZES }) {
  const { t } = useTranslation();
  const value = FONT_SIZES[size];
  const Icon = SIZE_ICONS[size];
  const active = editor.isActive('textStyle', { fontSize: value });
  const label = t(SIZE_LABELS[size]);
  return (
    <RichTextEditor.Control
      active={active}
      aria-pressed={active}
      aria-label={label}
      title={label}
      onClick={() => {
        const chain = editor.chain().focus();
        // pressed again: back to the surrounding size
        void (active ? chain.unsetFontSize() : chain.setFontSize(value)).run();
      }}
    >
      <Icon size={16} stroke={1.5} aria-hidden />
    </RichTextEditor.Control>
  );
}

/**
 * A file chosen for a link, not yet sent: the name prompt of REQ-RICH-2 is open. The upload starts
 * only once the name is confirmed, so cancelling the prompt sends nothing (no orphan upload).
 */
interface PendingFile {
  file: File;
}

/** The editor itself, bound to the form like every field (its value is the HTML). */
export function RichTextEditorField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  description,
  required,
  disabled: disabledProp,
  autoFocus,
}: RichTextFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const {
    ref,
    value,
    onChange,
    error: fieldError,
    disabled,
  } = useFormField(control, name, disabledProp);
  const { tasks, start } = useUploadTasks();
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<PendingFile | null>(null);
  const [fileName, setFileName] = useState('');
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const html = typeof value === 'string' ? value : '';
  // what the editor last gave the form: a value that differs came from outside (reset, reload)
  const emitted = useRef(html);
  const error = uploadError ?? fieldError;

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: html,
    editable: !disabled,
    autofocus: autoFocus === true ? 'end' : false,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => {
      const next = current.isEmpty ? '' : current.getHTML();
      emitted.current = next;
      onChange(next);
    },
  });

  useEffect(() => {
    if (!editor || html === emitted.current) return;
    emitted.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const ids = useFieldGroupIds(description, error);
  useEffect(() => {
    if (!editor) return;
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': ids.labelId,
    };
    if (ids.describedBy) attributes['aria-describedby'] = ids.describedBy;
    if (error) attributes['aria-invalid'] = 'true';
    if (disabled) attributes['aria-readonly'] = 'true';
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, ids.labelId, ids.describedBy, error, disabled]);

  // the form focuses a field with an error: here, the editable area
  useEffect(() => {
    if (!editor) return;
    ref({ focus: () => editor.commands.focus() });
  }, [editor, ref]);

  const labels = useMemo(() => editorLabels(t), [t]);

  const insertImage = async (file: File) => {
    setUploadError(undefined);
    const refusal = checkUploadFile('photo', file);
    if (refusal) {
      setUploadError(t(`errors.${refusal}`));
      return;
    }
    try {
      const stored = await start('photo', file);
      editor
        ?.chain()
        .focus()
        .setImage({ src: stored.imageUrl ?? stored.url, alt: stored.fileName })
        .run();
      showToast('success', t('upload.singlePhoto'));
    } catch (failure) {
      if (isAbortError(failure)) return;
      const message = errorMessages(t, failure).join(' ');
      setUploadError(message);
      showToast('error', message, t('upload.error.singlePhoto'));
    }
  };

  /**
   * REQ-RICH-2: the name is asked first; cancelling the prompt aborts the insert before any upload.
   */
  const chooseLinkedFile = (file: File) => {
    setUploadError(undefined);
    const refusal = checkUploadFile('file', file);
    if (refusal) {
      setUploadError(t(`errors.${refusal}`));
      return;
    }
    setFileName(file.name);
    setPending({ file });
  };

  const cancelPrompt = () => setPending(null);

  const confirmPrompt = async () => {
    const current = pending;
    const text = fileName.trim();
    if (!current || text === '') return;
    setPending(null);
    let url: string;
    try {
      url = (await start('file', current.file, current.file.name)).url;
    } catch (failure) {
      if (isAbortError(failure)) return;
      const message = errorMessages(t, failure).join(' ');
      setUploadError(message);
      showToast('error', message, t('upload.error.singleFile'));
      return;
    }
    if (!editor) return;
    editor
      .chain()
      .focus()
      .insertContent([
        { type: 'text', text, marks: [{ type: 'link', attrs: { href: url } }] },
        { type: 'text', text: ' ' },
      ])
      .run();
    showToast('success', t('upload.singleFile'));
  };

  const picked = (event: ChangeEvent<HTMLInputElement>, handle: (file: File) => void) => {
    const [file] = event.currentTarget.files ?? [];
    // the same file may be chosen again later
    event.currentTarget.value = '';
    if (file) handle(file);
  };

  const acceptList = (kind: 'photo' | 'file') =>
    Object.entries(dropzoneAccept(kind))
      .flatMap(([type, extensions]) => [type, ...extensions])
      .join(',');

  return (
    <FieldWrapper
      ids={ids}
      label={label}
      required={required}
      description={description}
      error={error}
    >
      <Stack gap="xs" mt={4}>
        <RichTextEditor
          editor={editor}
          labels={labels}
          data-testid="rich-text-editor"
          style={{ height: RICH_TEXT_HEIGHT, display: 'flex', flexDirection: 'column' }}
        >
          {disabled ? null : (
            <RichTextEditor.Toolbar role="toolbar" aria-label={t('richText.toolbar')}>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Underline />
                <RichTextEditor.Strikethrough />
                <RichTextEditor.ClearFormatting />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H1 />
                <RichTextEditor.H2 />
                <RichTextEditor.H3 />
                <RichTextEditor.H4 />
                <RichTextEditor.H5 />
                <RichTextEditor.H6 />
              </RichTextEditor.ControlsGroup>
              {editor ? (
                <RichTextEditor.ControlsGroup>
                  <SizeControl editor={editor} size="small" />
                  <SizeControl editor={editor} size="large" />
                  <SizeControl editor={editor} size="huge" />
                </RichTextEditor.ControlsGroup>
              ) : null}
              <RichTextEditor.ControlsGroup>
                {PALETTE_NAMES.map((key) => (
                  <RichTextEditor.Color key={key} color={PALETTE[key]} />
                ))}
                <RichTextEditor.UnsetColor />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Blockquote />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
                <RichTextEditor.Control
                  aria-label={t('richText.insertImage')}
                  title={t('richText.insertImage')}
                  onClick={() => imageInput.current?.click()}
                >
                  <IconPhotoPlus size={16} stroke={1.5} aria-hidden />
                </RichTextEditor.Control>
                <RichTextEditor.Control
                  aria-label={t('richText.insertFile')}
                  title={t('richText.insertFile')}
                  onClick={() => fileInput.current?.click()}
                >
                  <IconFileUpload size={16} stroke={1.5} aria-hidden />
                </RichTextEditor.Control>
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Undo />
                <RichTextEditor.Redo />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
          )}
          <RichTextEditor.Content style={CONTENT_STYLE} />
        </RichTextEditor>
        {tasks.map((task) => (
          <UploadProgress key={task.key} task={task} />
        ))}
      </Stack>
      <input
        ref={imageInput}
        type="file"
        accept={acceptList('photo')}
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden
        data-testid="rich-text-image-input"
        onChange={(event) => picked(event, (file) => void insertImage(file))}
      />
      <input
        ref={fileInput}
        type="file"
        accept={acceptList('file')}
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden
        data-testid="rich-text-file-input"
        onChange={(event) => picked(event, chooseLinkedFile)}
      />
      <Modal
        opened={pending !== null}
        onClose={cancelPrompt}
        title={t('richText.filePrompt.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {/* No <form> here: React events bubble along the component tree, through the modal's
            portal, so a submit of its own also submitted the record's form around the field,
            which saved (and reset the editor) before the link was inserted. */}
        <Stack gap="md">
          <TextInput
            label={t('richText.filePrompt.label')}
            value={fileName}
            onChange={(event) => setFileName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void confirmPrompt();
            }}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={cancelPrompt}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void confirmPrompt()} disabled={fileName.trim() === ''}>
              {t('richText.filePrompt.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </FieldWrapper>
  );
}
