import type { SecretMask } from '@backoffice/contract';
import { Button, Group, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { useFieldLabel } from './field-labels';
import { useFormField } from './use-form-field';

export type SecretFieldProps<T extends FieldValues, TOut extends FieldValues> = FieldProps<
  T,
  TOut,
  string | null | undefined
> &
  Omit<
    TextInputProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'description'
  > & {
    /** what the server answered for the stored secret (never the secret itself) */
    stored: SecretMask;
  };

/**
 * A stored secret (a PayPal client secret): shows the server's mask; left as it is or emptied,
 * the stored secret is kept; typed over, it is replaced; "Remove" sends `null` and clears it
 * (`secretInputSchema`). The one field for every area that keeps secrets for others.
 */
export function SecretField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  stored,
  ...props
}: SecretFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { inputProps, value, onChange } = useFormField(control, name, props.disabled);
  const label = useFieldLabel(name, props.label);
  const cleared = value === null;
  const description = cleared
    ? t('form.secret.cleared')
    : stored.isSet
      ? t('form.secret.set', { last: stored.mask })
      : t('form.secret.unset');
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        autoComplete="off"
        spellCheck={false}
        {...props}
        {...inputProps}
        label={label}
        style={{ flex: 1 }}
        description={description}
        value={typeof value === 'string' ? value : ''}
        placeholder={cleared ? t('form.secret.clearedPlaceholder') : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {stored.isSet && !inputProps.disabled ? (
        cleared ? (
          <Button variant="default" onClick={() => onChange(stored.mask)}>
            {t('form.secret.keep')}
          </Button>
        ) : (
          <Button
            variant="default"
            color="red"
            onClick={() => onChange(null)}
            // a title, not an aria-label: the field's label text must name the input alone
            title={t('form.secret.clearLabel', { field: label })}
          >
            {t('form.secret.clear')}
          </Button>
        )
      ) : null}
    </Group>
  );
}
