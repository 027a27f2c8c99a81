import { z } from 'zod';
import { emailSchema } from '../auth';
import { isValidIban, SORT_CODE } from './bank-details';
import {
  ACCOUNT_TYPES,
  EXPERIENCE_RANGES,
  LANGUAGE_LEVELS,
  PAYMENT_CURRENCIES,
  SKILL_LEVELS,
} from './enums';
import { date, flag, level, optionalText, phoneSchema, text, withDates } from './fields';
import { ENGINEER_MESSAGES } from './texts';

// The ten sections of the profile, each as the app sends it.

/** Name and phone: the users row itself. */
export const engineerIdentitySchema = z.object({
  name: text('Name', 100),
  phone: phoneSchema.nullable(),
});

export const personalDetailsSchema = z.object({
  email: emailSchema.nullish(),
  phone: phoneSchema.nullish(),
  address: optionalText('Address', 500),
  dob: date('Date of birth').nullish(),
  /** Read-only: the server fills it in on reads; ignored on writes. */
  last_login: z.string().nullish(),
});

export const educationEntrySchema = z.object({
  degree_name: text('Degree name'),
  university_name: text('University name'),
  issue_date: date('Issue date'),
});

export const technicalSkillSchema = z.object({
  skill_name: text('Skill name', 100),
  level: level('Level', SKILL_LEVELS),
});

export const spokenLanguageSchema = z.object({
  language: text('Language', 100),
  level: level('Level', LANGUAGE_LEVELS),
  prof_read: flag('Read'),
  prof_speak: flag('Speak'),
  prof_write: flag('Write'),
});

export const industryExperienceSchema = z.object({
  industry: text('Industry', 100),
  exp_range: level('Experience range', EXPERIENCE_RANGES),
});

export const idDocumentSchema = z
  .object({
    doc_type: text('Document type', 100),
    issue_date: date('Issue date').nullish(),
    expiry_date: date('Expiry date').nullish(),
  })
  .refine(withDates, { message: ENGINEER_MESSAGES.issueAfterExpiry, path: ['expiry_date'] });

export const rightToWorkSchema = z
  .object({
    visa_types: text('Visa type'),
    issue_date: date('Issue date').nullish(),
    expiry_date: date('Expiry date').nullish(),
  })
  .refine(withDates, { message: ENGINEER_MESSAGES.issueAfterExpiry, path: ['expiry_date'] });

export const travelDetailsSchema = z.object({
  working_radius: z
    .number({ error: 'Working radius must be a number of kilometres' })
    .int('Working radius must be a whole number of kilometres')
    .min(0, 'Working radius cannot be negative')
    .max(20000, 'Working radius must be at most 20000 km')
    .nullish(),
  driving_license: flag('Driving license'),
  own_vehicle: flag('Own vehicle'),
  vehicle_types: z.array(text('Vehicle type', 50)).max(20).default([]),
});

export const paymentDetailsSchema = z.object({
  payment_currency: level('Payment currency', PAYMENT_CURRENCIES),
  bank_name: text('Bank name'),
  account_type: level('Account type', ACCOUNT_TYPES),
  account_name: text('Account name'),
  sort_code: z.string().trim().regex(SORT_CODE, 'Sort code must be 6 digits (12-34-56)').nullish(),
  iban: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidIban(v), ENGINEER_MESSAGES.ibanInvalid)
    .nullish(),
});

/**
 * Personal details as returned: the account's own email, phone, address and dob fill what the
 * profile leaves empty, and those were checked by their own forms, so they are read as text.
 */
export const personalDetailsViewSchema = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  address: z.string().nullish(),
  dob: z.string().nullish(),
  last_login: z.string().nullish(),
});

export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type TechnicalSkill = z.infer<typeof technicalSkillSchema>;
export type SpokenLanguage = z.infer<typeof spokenLanguageSchema>;
export type IndustryExperience = z.infer<typeof industryExperienceSchema>;
export type IdDocument = z.infer<typeof idDocumentSchema>;
export type RightToWork = z.infer<typeof rightToWorkSchema>;
export type TravelDetails = z.infer<typeof travelDetailsSchema>;
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
