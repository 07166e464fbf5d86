import type { Role, RoleInput } from '@backoffice/contract/roles';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { TextField } from '../../../shared/form/text-field';
import { TextareaField } from '../../../shared/form/textarea-field';
import { FieldLabels } from '../../../shared/form/field-labels';

export function toRoleInput(role: Role): RoleInput {
  return { name: role.name, description: role.description };
}

export interface RoleFieldsProps {
  control: Control<RoleInput, unknown, RoleInput>;
  /** Edit: the role's id, shown read-only (REQ-ROLE-3: "role id, name and description"). */
  id?: number;
}

/** REQ-ROLE-2 form: name and a multiline description (NAME_IS_EMPTY, DESCRIPTION_IS_EMPTY). */
export function RoleFields({ control, id }: RoleFieldsProps) {
  const { t } = useTranslation();
  return (
    <FieldLabels area="roles">
      {id !== undefined ? (
        <TextInput
          label={t('roles.fields.id')}
          value={String(id)}
          readOnly
          w={160}
          variant="filled"
        />
      ) : null}
      <TextField control={control} name="name" required />
      <TextareaField control={control} name="description" required />
    </FieldLabels>
  );
}
