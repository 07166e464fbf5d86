import { lazy, Suspense, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { FieldSkeleton } from './field-skeleton';
import { loadFilesCatalogue } from './files-catalogue';
import { RICH_TEXT_HEIGHT } from './rich-text-format';

export type RichTextFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string | null | undefined
> & {
  /** Read-only: no toolbar, nothing editable (also when the form is read-only, `001 §2`). */
  disabled?: boolean;
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
 * A rich-text (HTML) field (`000 §9`): headings 1 to 6, sizes small, large and huge, a
 * four-colour palette, links, and height 600; an image inserted through the photo upload, a
 * file inserted as a link through the file upload after a prompt for its name (`000 §5`:
 * cancelling the prompt aborts the upload). Read-only without the edit permission. The server
 * sanitises the HTML on save.
 *
 * @example
 *   <RichTextField control={form.control} name="content" label={t('staticContent.fields.content')} />
 */
export function RichTextField<T extends FieldValues, TOut extends FieldValues>(
  props: RichTextFieldProps<T, TOut>,
) {
  return (
    <Suspense
      fallback={
        <FieldSkeleton label={props.label} required={props.required} height={RICH_TEXT_HEIGHT} />
      }
    >
      <LazyEditor {...(props as unknown as RichTextFieldProps<FieldValues, FieldValues>)} />
    </Suspense>
  );
}
