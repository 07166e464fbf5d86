import { Text, Tooltip } from '@mantine/core';
import type { PermissionRef } from '@backoffice/contract';

/**
 * A permission in a picker row: its name, with the description on hover (`001 §2 Roles`:
 * "hover shows the description").
 */
export function PermissionItem({ permission }: { permission: PermissionRef }) {
  const name = (
    <Text
      fz={13}
      ff="monospace"
      truncate="end"
      title={permission.description ? undefined : permission.name}
    >
      {permission.name}
    </Text>
  );
  if (!permission.description) return name;
  return (
    <Tooltip
      label={permission.description}
      multiline
      w={320}
      withArrow
      openDelay={200}
      position="top-start"
    >
      {name}
    </Tooltip>
  );
}
