import { Input, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { useFormFrame } from './form-frame-context';
import type { FieldValues } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import type { FieldProps } from './field-props';
import type { TranslatableText } from './translatable-field';
import { useFieldLabel } from './field-labels';
import { FieldSkeleton } from './field-skeleton';
import { loadFilesCatalogue } from './files-catalogue';
import { RICH_TEXT_HEIGHT } from './rich-text-format';

export type RichTextFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string | null | undefined
> & {
  /** Read-only: no toolbar, nothing editable (also when the form is read-only, REQ-ACCESS-5). */
  disabled?: boolean;
  /**
   * Show the HTML as text until the field is focused or clicked, and only then mount the
   * editor (a page builder with hundreds of rich-text fields must not mount hundreds of
   * ProseMirror instances, REQ-PERF-5).
   */
  deferMount?: boolean;
  /** Focus the editor once mounted (the deferred field, when it is activated). */
  autoFocus?: boolean;
};

// Tiptap, ProseMirror and @mantine/tiptap's CSS are a chunk of their own, loaded when a form
// with rich text first renders: never on /login, never with the app's entry.
const LazyEditor = lazy(async () => {
  const [module] = await Promise.all([import('./rich-text-editor'), loadFilesCatalogue()]);
  return {
    default: module.RichTextEditorField as ComponentType<
      RichTextFieldProps<FieldValues, FieldValues>
    >,
  };
});

/**
 * A rich-text (HTML) field (REQ-RICH-1): headings 1 to 6, sizes small, large and huge, a
 * four-colour palette, links, and height 600; an image inserted through the photo upload, a
 * file inserted as a link through the file upload after a prompt for its name (REQ-RICH-2:
 * cancelling the prompt aborts the upload). Read-only without the edit permission. The server
 * sanitises the HTML on save.
 *
 * @example
 *   <RichTextField control={form.control} name="content" /> // "staticContent.fields.content" in <FieldLabels area="staticContent">
 */
export function RichTextField<T extends FieldValues, TOut extends FieldValues>(
  props: RichTextFieldProps<T, TOut>,
) {
  const label = useFieldLabel(props.name, props.label);
  const [active, setActive] = useState(!props.deferMount);
  if (!active) {
    return <DeferredRichText {...props} label={label} onActivate={() => setActive(true)} />;
  }
  return (
    <Suspense
      fallback={<FieldSkeleton label={label} required={props.required} height={RICH_TEXT_HEIGHT} />}
    >
      <LazyEditor
        {...(props as unknown as RichTextFieldProps<FieldValues, FieldValues>)}
        label={label}
        autoFocus={props.autoFocus ?? props.deferMount}
      />
    </Suspense>
  );
}

/**
 * Rich text in both languages (`{pl, en}` of HTML): one editor per language, labelled as the
 * other translatable fields are, "Treść (Polski)" / "Content (Polish)" (it said "(PL)" beside
 * "Tytuł (Polski)" on the same form).
 */
export function TranslatableRichTextField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label: givenLabel,
  disabled,
  deferMount,
}: FieldProps<T, TOut, TranslatableText> &
  Pick<RichTextFieldProps<T, TOut>, 'disabled' | 'deferMount'>) {
  const { t } = useTranslation();
  const label = useFieldLabel(name, givenLabel);
  return (
    <>
      {(['pl', 'en'] as const).map((language) => (
        <RichTextField
          key={language}
          control={control}
          name={`${name}.${language}` as FieldPath<T> as RichTextFieldProps<T, TOut>['name']}
          label={`${label} (${t(`language.${language}`)})`}
          disabled={disabled}
          deferMount={deferMount}
        />
      ))}
    </>
  );
}

/** The HTML's text, for the deferred field's stand-in (never parsed into the page as markup). */
function textOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

function DeferredRichText<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  required,
  description,
  disabled,
  onActivate,
}: RichTextFieldProps<T, TOut> & { onActivate: () => void }) {
  const { t } = useTranslation();
  const { readOnly } = useFormFrame();
  const value = useWatch({ control, name }) as unknown;
  const text = typeof value === 'string' ? textOf(value) : '';
  const labelId = useId();
  const locked = readOnly || disabled === true;
  return (
    <Input.Wrapper
      label={<span id={labelId}>{label}</span>}
      required={required}
      description={description}
    >
      <Paper
        withBorder
        p="xs"
        mt={4}
        role={locked ? undefined : 'button'}
        tabIndex={locked ? undefined : 0}
        aria-labelledby={labelId}
        aria-description={locked ? undefined : t('form.richTextActivate')}
        onClick={locked ? undefined : onActivate}
        onFocus={locked ? undefined : onActivate}
        style={{ cursor: locked ? undefined : 'text', minHeight: 48 }}
      >
        <Text size="sm" lineClamp={4} c={text ? undefined : 'dimmed'}>
          {text || (locked ? '—' : t('form.richTextActivate'))}
        </Text>
      </Paper>
    </Input.Wrapper>
  );
}
