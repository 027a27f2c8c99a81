import { z } from 'zod';
import { dobSchema, emailSchema, roleSchema } from './auth';
import { MESSAGES } from './messages';

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
});
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
});
export type UpdateProfileFields = z.input<typeof updateProfileFieldsSchema>;

export const IMAGES_ONLY_MESSAGE = MESSAGES.imagesOnly;
