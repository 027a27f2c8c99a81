import { z } from 'zod';
import { ISO_DATE } from './common/iso-date';
import { plainOptionalText } from './common/form-fields';
import { MESSAGES, MIN_PASSWORD_LENGTH } from './messages';

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(200, 'Password must be at most 200 characters long');

/** Date of birth: only the first 10 characters (YYYY-MM-DD) are used. */
export const dobSchema = z
  .string()
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null))
  .refine((v) => v === null || ISO_DATE.test(v), 'Date of birth must be a date (YYYY-MM-DD)');

export const roleSchema = z.enum(['staff', 'engineer']);
export type Role = z.infer<typeof roleSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .max(120),
  email: emailSchema,
  password: newPasswordSchema,
  phone: plainOptionalText(40),
  address: plainOptionalText(500),
  dob: dobSchema,
  role: roleSchema.optional(),
  /** The browser's IANA time zone, shown in the top bar. */
  timezone: z.string().max(64).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The register form adds the confirmation field; the server never sees it. */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const resetPasswordBodySchema = z.object({
  token: z
    .string({ error: MESSAGES.invalidResetToken })
    .trim()
    .min(1, MESSAGES.invalidResetToken)
    .max(200),
  password: newPasswordSchema,
});

export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: newPasswordSchema,
});

export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm the new password') })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.newPasswordMismatch,
    path: ['confirmPassword'],
  });

export const messageResponseSchema = z.object({ message: z.string() });

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** The reset screen's password strength meter; null when empty (no meter). */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  if (password.length < MIN_PASSWORD_LENGTH) return 'weak';
  const strong =
    password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
  return strong ? 'strong' : 'medium';
}
