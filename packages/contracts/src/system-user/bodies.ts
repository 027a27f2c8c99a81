import { z } from 'zod';
import { emailSchema } from '../auth';
import { SYSTEM_USER_EDITABLE_STATUSES, SYSTEM_USER_MESSAGES } from './texts';

// The invite and edit bodies: what the office sends, and what its forms validate with.

const nameSchema = z
  .string({ error: SYSTEM_USER_MESSAGES.nameRequired })
  .trim()
  .min(1, SYSTEM_USER_MESSAGES.nameRequired)
  .max(120, 'Name must be at most 120 characters');

/** A role id; the form's select sends a string, an empty one meaning none chosen. */
const roleIdSchema = z.coerce
  .number({ error: SYSTEM_USER_MESSAGES.roleRequired })
  .int(SYSTEM_USER_MESSAGES.roleRequired)
  .positive(SYSTEM_USER_MESSAGES.roleRequired)
  .max(2_147_483_647, SYSTEM_USER_MESSAGES.roleNotFound);

/** POST /api/system-users: a pending account and a set-password link by mail. */
export const systemUserInviteBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role_id: roleIdSchema,
});
export type SystemUserInviteBody = z.output<typeof systemUserInviteBodySchema>;
export type SystemUserInviteInput = z.input<typeof systemUserInviteBodySchema>;

/**
 * PUT /api/system-users/:id: name, email, role and, optionally, active or inactive. Inactive ends
 * the user's sessions at once; a pending user stays pending when sent active.
 */
export const systemUserEditBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role_id: roleIdSchema,
  status: z
    .enum(SYSTEM_USER_EDITABLE_STATUSES, { error: 'Status must be active or inactive' })
    .optional(),
});
export type SystemUserEditBody = z.output<typeof systemUserEditBodySchema>;
export type SystemUserEditInput = z.input<typeof systemUserEditBodySchema>;
