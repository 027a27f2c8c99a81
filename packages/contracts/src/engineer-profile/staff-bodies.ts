import { z } from 'zod';
import { emailSchema } from '../auth';
import { optionalAmount } from '../common/amount';
import { enumField } from '../common/form-fields';
import { engineerEditableStatusSchema, PAYMENT_CURRENCIES } from './enums';
import { phoneSchema } from './fields';
import { engineerIdentitySchema } from './sections';

// What the office sends: the invitation and the edit of an engineer's account.

/** POST /api/engineers: the invitee gets a set-password link; status 'Invited' until then. */
export const engineerInviteBodySchema = z.object({
  name: engineerIdentitySchema.shape.name,
  email: emailSchema,
  phone: phoneSchema,
});
export type EngineerInviteBody = z.infer<typeof engineerInviteBodySchema>;

/**
 * PUT /api/engineers/:id: contact details, Active/Inactive, and the hourly pay rate in a
 * currency (issue 11; an empty rate clears it); at least one field.
 */
export const engineerEditBodySchema = z
  .object({
    name: engineerIdentitySchema.shape.name.optional(),
    email: emailSchema.optional(),
    phone: phoneSchema.nullish(),
    status: engineerEditableStatusSchema.optional(),
    pay_rate: optionalAmount('Pay rate').optional(),
    pay_currency: enumField(PAYMENT_CURRENCIES, 'Pay currency').optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Send at least one of name, email, phone, status, pay rate or pay currency',
  });
export type EngineerEditBody = z.infer<typeof engineerEditBodySchema>;
