import { LANGUAGES, type Language } from '@backoffice/contract';
import { Box, Input, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { useFormFrame } from './form-frame-context';
import { translateErrorKey } from '../api/error-messages';
import { useServerError } from './server-error-store';
import { growingTextareaProps } from './growing-textarea';
import classes from './translatable-field.module.css';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

/** Translatable content is `{pl, en}` (REQ-WIRE-6). */
export interface TranslatableText {
  pl: string;
  en: string;
}

export type TranslatableFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  TranslatableText
> & {
  /** A growing text area per language instead of one-line inputs. */
  multiline?: boolean;
  /** The languages that must be filled (the mark only; the schema enforces it). Default: Polish. */
  requiredLanguages?: readonly Language[];
  placeholder?: string;
};

interface LanguageInputProps<T extends FieldValues, TOut extends FieldValues> {
  control: TranslatableFieldProps<T, TOut>['control'];
  name: FieldPath<T>;
  /** The translatable field's own path, where the server's error sits. */
  groupName: string;
  label: string;
  description: string | undefined;
  language: Language;
  multiline: boolean;
  required: boolean;
  placeholder: string | undefined;
}

/** Each part in its row of the pair's grid (`translatable-field.module.css`). */
const PAIR_CLASSES = {
  root: classes.language,
  label: classes.label,
  description: classes.description,
  error: classes.error,
  wrapper: classes.input,
};

function LanguageInput<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  groupName,
  label,
  description,
  language,
  multiline,
  required,
  placeholder,
}: LanguageInputProps<T, TOut>) {
  const { serverErrors } = useFormFrame();
  const {
    ref,
    name: fieldName,
    onBlur,
    value,
    onChange: setValue,
    error,
    disabled,
  } = useFormField(control, name);
  const { t } = useTranslation();
  const ownServerError = translateErrorKey(
    t,
    useServerError(serverErrors, `${groupName}.${language}`),
  );
  const onChange = (next: string) => {
    serverErrors.clear(groupName);
    serverErrors.clear(`${groupName}.${language}`);
    setValue(next);
  };
  const common = {
    name: fieldName,
    label,
    description,
    lang: language,
    required,
    placeholder,
    value: typeof value === 'string' ? value : '',
    onBlur,
    error: error ?? ownServerError,
    disabled,
    // the error above the input, as on every field (app/theme.ts); the pair's grid keeps the
    // two inputs level when only one has an error
    classNames: PAIR_CLASSES,
  };
  return multiline ? (
    <Textarea
      {...common}
      ref={ref}
      {...growingTextareaProps(3, 14)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  ) : (
    <TextInput {...common} ref={ref} onChange={(event) => onChange(event.currentTarget.value)} />
  );
}

/**
 * One translatable value, edited in both languages: side by side on wide screens, stacked
 * below 992 px (REQ-SHELL-8 mobile breakpoint); each input labelled with the field and its
 * language ("Pytanie (Polski)").
 *
 * A `description` (a hint) shows under each language's label and describes its input
 * (`aria-describedby`); once above the pair, it read as the hint of the field before it (a
 * blog post's slug hint sat under Author) and no input was described by it.
 *
 * Errors: the schema reports them per language (`question.pl`); the server's show on the
 * language they name (`data.slug.en`: the English input), or above both when they name none.
 *
 * @example <TranslatableField control={form.control} name="question" /> // "faq.fields.question" in <FieldLabels area="faq">
 */
export function TranslatableField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label: givenLabel,
  description,
  multiline = false,
  requiredLanguages = ['pl'],
  placeholder,
}: TranslatableFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const label = useFieldLabel(name, givenLabel);
  const { serverErrors } = useFormFrame();
  const serverError = useServerError(serverErrors, name);
  // an error the server gave one language (`slug.en`) shows on that input instead
  const polishError = useServerError(serverErrors, `${name}.pl`);
  const englishError = useServerError(serverErrors, `${name}.en`);
  const onOneLanguage = polishError !== undefined || englishError !== undefined;
  const error = onOneLanguage ? undefined : translateErrorKey(t, serverError);
  return (
    <Stack gap={4} role="group" aria-label={label}>
      {error ? <Input.Error role="alert">{error}</Input.Error> : null}
      <Box className={classes.pair}>
        {LANGUAGES.map((language) => (
          <LanguageInput
            key={language}
            control={control}
            name={`${name}.${language}` as FieldPath<T>}
            groupName={name}
            label={`${label} (${t(`language.${language}`)})`}
            description={description}
            language={language}
            multiline={multiline}
            required={requiredLanguages.includes(language)}
            placeholder={placeholder}
          />
        ))}
      </Box>
    </Stack>
  );
}
