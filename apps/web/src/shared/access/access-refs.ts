import { permissionSchema } from '@backoffice/contract';
import { z } from 'zod';

/**
 * A permission as the assignment endpoints answer it (`GET /admin/role/:id/permission`,
 * `GET /admin/user/:id/personal-permissions`, and their add/remove calls).
 */
export const permissionRefSchema = permissionSchema.pick({
  id: true,
  name: true,
  description: true,
});
export type PermissionRef = z.infer<typeof permissionRefSchema>;
export const permissionRefListSchema = z.array(permissionRefSchema);
