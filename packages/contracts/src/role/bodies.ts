import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { normalizePermissions, permissionSchema } from './permission-fields';
import { ROLE_DESCRIPTION_MAX, ROLE_MESSAGES, ROLE_NAME_MAX } from './texts';

// The role form's body.

/** POST /api/roles and PUT /api/roles/:id, and the role form: the form validates with it too. */
export const roleBodySchema = z.object({
  name: z
    .string({ error: ROLE_MESSAGES.nameRequired })
    .trim()
    .min(1, ROLE_MESSAGES.nameRequired)
    .max(ROLE_NAME_MAX, ROLE_MESSAGES.nameTooLong),
  description: z
    .string()
    .trim()
    .max(ROLE_DESCRIPTION_MAX, ROLE_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((v) => v ?? ''),
  permissions: z
    .array(permissionSchema, { error: ROLE_MESSAGES.permissionsRequired })
    .min(1, ROLE_MESSAGES.permissionsRequired)
    .max(PERMISSIONS.length * 2)
    .transform(normalizePermissions),
});
export type RoleBody = z.output<typeof roleBodySchema>;
export type RoleBodyInput = z.input<typeof roleBodySchema>;
