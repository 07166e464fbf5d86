import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput, made accessible like the other inputs:
 * - the show/hide toggle has a translated name without the word "password", so
 *   `getByLabel('Password')` finds exactly one element: the field;
 * - the field carries aria-invalid and aria-describedby (PasswordInput leaves them out), so
 *   its error and hint are announced.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField({ id, error, description, ...props }, ref) {
    const { t } = useTranslation();
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const describedBy = [
      description ? `${inputId}-description` : null,
      error ? `${inputId}-error` : null,
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <PasswordInput
        ref={ref}
        id={inputId}
        error={error}
        description={description}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        visibilityToggleButtonProps={{ 'aria-label': t('common.toggleVisibility') }}
        {...props}
      />
    );
  },
);
