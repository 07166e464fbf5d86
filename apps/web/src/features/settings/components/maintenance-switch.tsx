import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';
import { useFormField } from '../../../shared/form/use-form-field';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';

/**
 * The maintenance switch: switching it on asks first (REQ-MAINT-2), since once saved
 * everyone but signed-in administrators is shut out. Switching it off does not ask.
 */
export function MaintenanceSwitch<T extends FieldValues, TOut extends FieldValues>({
  control,
  label,
  description,
}: {
  control: Control<T, unknown, TOut>;
  label: string;
  description: string;
}) {
  const { t } = useTranslation();
  const { inputProps, value, onChange } = useFormField(control, 'maintenanceMode' as never);
  return (
    <Switch
      {...inputProps}
      label={label}
      description={description}
      checked={value === true}
      onChange={(event) => {
        if (!event.currentTarget.checked) {
          onChange(false);
          return;
        }
        openConfirmDialog({
          title: t('settings.confirmMaintenance.title'),
          message: t('settings.confirmMaintenance.message'),
          confirmLabel: t('settings.confirmMaintenance.confirm'),
          cancelLabel: t('common.cancel'),
          destructive: true,
          onConfirm: () => onChange(true),
        });
      }}
    />
  );
}
