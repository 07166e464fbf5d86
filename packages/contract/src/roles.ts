import { z } from 'zod';
import { recordVersionSchema } from './common.js';

export const roleInputSchema = z.object({
  name: z.string().trim().min(1, 'NAME_IS_EMPTY').max(120),
  description: z.string().trim().min(1, 'DESCRIPTION_IS_EMPTY').max(2000),
});
export type RoleInput = z.infer<typeof roleInputSchema>;
export const createRoleSchema = z.object({ data: roleInputSchema });
export const updateRoleSchema = z.object({
  data: roleInputSchema,
  version: recordVersionSchema,
});

export const roleSchema = roleInputSchema.extend({
  id: z.number(),
  slug: z.string(),
  version: z.number(),
  userCount: z.number(),
  permissionCount: z.number(),
});
export type Role = z.infer<typeof roleSchema>;

export const permissionInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'NAME_IS_EMPTY')
    .max(200)
    .regex(/^admin:[a-z][a-z0-9-]*:[a-z][a-z0-9-]*$/, 'INVALID'),
  description: z.string().trim().max(2000).default(''),
});
export type PermissionInput = z.infer<typeof permissionInputSchema>;
export const createPermissionSchema = z.object({ data: permissionInputSchema });
export const updatePermissionSchema = z.object({
  data: permissionInputSchema,
  version: recordVersionSchema,
});

export const permissionSchema = permissionInputSchema.extend({
  id: z.number(),
  /** part of the built-in catalogue: cannot be renamed or deleted */
  builtIn: z.boolean(),
  version: z.number(),
});
export type Permission = z.infer<typeof permissionSchema>;

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

export const roleUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type RoleUser = z.infer<typeof roleUserSchema>;

export const roleRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export type RoleRef = z.infer<typeof roleRefSchema>;

export const ROLE_DEFAULTS: RoleInput = { name: '', description: '' };
export const PERMISSION_DEFAULTS: PermissionInput = { name: '', description: '' };
