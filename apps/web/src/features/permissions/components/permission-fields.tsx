import type {
  Permission,
  PermissionInput,
  permissionInputSchema,
} from '@backoffice/contract/roles';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../shared/form/text-field';
import { TextareaField } from '../../../shared/form/textarea-field';
import { FieldLabels } from '../../../shared/form/field-labels';

/** What the form holds (the description may be left to its default). */
export type PermissionFormValues = z.input<typeof permissionInputSchema>;

export function toPermissionInput(permission: Permission): PermissionFormValues {
  return { name: permission.name, description: permission.description };
}

export interface PermissionFieldsProps {
  control: Control<PermissionFormValues, unknown, PermissionInput>;
  /** A built-in permission keeps its name (routes name it): the name is read-only. */
  builtIn?: boolean;
}

/** REQ-PERMISSION-2 form: name (`admin:area:action`) and description. */
export function PermissionFields({ control, builtIn = false }: PermissionFieldsProps) {
  const { t } = useTranslation();
  return (
    <FieldLabels area="permissions">
      <TextField
        control={control}
        name="name"
        description={
          builtIn ? t('permissions.fields.builtInName') : t('permissions.fields.nameHint')
        }
        placeholder={t('permissions.fields.namePlaceholder')}
        required
        readOnly={builtIn}
        variant={builtIn ? 'filled' : 'default'}
        autoComplete="off"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <TextareaField control={control} name="description" />
    </FieldLabels>
  );
}
