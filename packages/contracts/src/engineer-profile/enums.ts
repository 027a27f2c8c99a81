import { z } from 'zod';
import { CURRENCIES } from '../common/currency';

// The profile's and the account's enumerations.

/** 'Invited' until the invitee sets a password; staff choose only Active or Inactive. */
export const ENGINEER_STATUSES = ['Active', 'Inactive', 'Invited'] as const;
export type EngineerStatus = (typeof ENGINEER_STATUSES)[number];
export const engineerStatusSchema = z.enum(ENGINEER_STATUSES);
export const ENGINEER_EDITABLE_STATUSES = ['Active', 'Inactive'] as const;
export const engineerEditableStatusSchema = z.enum(ENGINEER_EDITABLE_STATUSES);

export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export const LANGUAGE_LEVELS = ['Basic', 'Conversational', 'Fluent', 'Native'] as const;
export const EXPERIENCE_RANGES = [
  'Less than 1 year',
  '1-3 years',
  '3-5 years',
  '5-10 years',
  'More than 10 years',
] as const;
export const ACCOUNT_TYPES = ['Personal', 'Business'] as const;
/** What an engineer may be paid in: the product's currencies, the list the pay rate uses too. */
export const PAYMENT_CURRENCIES = CURRENCIES;
export const PROFILE_LIST_MAX = 50;
