import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * PasswordInput whose show/hide toggle has a translated name that does not contain the word
 * "password", so `getByLabel('Password')` finds exactly one element: the field.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    return (
      <PasswordInput
        ref={ref}
        visibilityToggleButtonProps={{ 'aria-label': t('common.toggleVisibility') }}
        {...props}
      />
    );
  },
);
