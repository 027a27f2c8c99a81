import { z } from 'zod';
import { dobSchema, emailSchema, roleSchema } from './auth';
import { MESSAGES } from './messages';
import { permissionSchema } from './role';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  dob: z.string().nullable(),
  profileImage: z.string().nullable(),
  last_login: z.string().nullable(),
  timezone: z.string(),
  role: roleSchema,
  created_at: z.string(),
  /**
   * active: works with the permissions below; pending: a self-registered account waiting for an
   * administrator's approval (no permissions); inactive: deactivated.
   */
  status: z.enum(['active', 'pending', 'inactive']),
  /** What the account may do now: its role's permissions while active, none otherwise. */
  permissions: z.array(permissionSchema),
  /**
   * Whether the account gets the daily digest mail of expiring documents it can act on. The API
   * always sends it; optional so that screens and fixtures written before it still type-check.
   */
  daily_digest: z.boolean().optional(),
});
export type UserAccountStatus = z.infer<typeof userSchema>['status'];
export type User = z.infer<typeof userSchema>;

/** Text fields of PUT /api/users/me (multipart); the optional profileImage file travels beside them. */
export const updateProfileFieldsSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(120),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => (v ? v : null)),
  address: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
  dob: dobSchema,
  /** The Daily digest switch; left as it is when absent. A form sends it as text. */
  daily_digest: z
    .union([z.boolean(), z.enum(['true', 'false'])], {
      error: 'Daily digest must be true or false',
    })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 'true')),
});
export type UpdateProfileFields = z.input<typeof updateProfileFieldsSchema>;

export const IMAGES_ONLY_MESSAGE = MESSAGES.imagesOnly;
