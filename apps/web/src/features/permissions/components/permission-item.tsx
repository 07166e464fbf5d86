import { Text, Tooltip } from '@mantine/core';
import { permissionDescription } from '@backoffice/contract';
import type { PermissionRef } from '@backoffice/contract/roles';
import { useContentLanguage } from '../../../shared/format/translatable';

/**
 * A permission in a picker row: its name, with the description on hover (REQ-ROLE-5:
 * "hover shows the description").
 */
export function PermissionItem({ permission }: { permission: PermissionRef }) {
  const description = permissionDescription(permission, useContentLanguage());
  const name = (
    <Text fz={13} ff="monospace" truncate="end" title={description ? undefined : permission.name}>
      {permission.name}
    </Text>
  );
  if (!description) return name;
  return (
    <Tooltip label={description} multiline w={320} withArrow openDelay={200} position="top-start">
      {name}
    </Tooltip>
  );
}
