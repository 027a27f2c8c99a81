// CONTRACT READY
// The engineer's profile, written by the mobile app through PUT /api/engineers/me and shown on
// /engineers/:id; compliance is computed from it here, once, so that the API, the remote and
// ticket assignment agree.
import { z } from 'zod';
import { emailSchema } from './auth';
import { daysUntil, EXPIRY_THRESHOLDS, expiryUrgency, type ExpiryUrgency } from './business-date';
import { isIsoDate } from './lead';
import { enumField, optionalAmount } from './lead/fields';

// ---------------------------------------------------------------------------------------------
// Enumerations

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
export const PAYMENT_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export const PROFILE_LIST_MAX = 50;

// ---------------------------------------------------------------------------------------------
// Texts

export const ENGINEER_MESSAGES = {
  // Shown word for word; the tests match on them.
  totalEngineers: 'Total Engineers',
  comingSoon: 'Coming soon',
  addEngineer: 'Add Engineer',
  edit: 'Edit',
  delete: 'Delete',
  recentlyUpdated: 'Recently Updated',
  loadFailed: 'Failed to load engineer details',
  notFoundTitle: 'Engineer Not Found',
  notFoundText: 'The engineer you are looking for does not exist.',
  deleteConfirm: (name: string) => `Are you sure you want to delete ${name}?`,
  deleted: 'Engineer deleted successfully!',
  deleteFailed: (message: string) => `Failed to delete engineer: ${message}`,
  noEngineersAvailable: 'No engineers available. Please add engineers first.',
  empty: {
    education: 'No education details found',
    technicalSkills: 'No technical skills found',
    spokenLanguages: 'No spoken languages found',
    industryExperience: 'No industry experience found',
    idDocuments: 'No ID documents found',
    // Our own wording for these sections.
    rightToWork: 'No right to work details found',
    travelDetails: 'No travel details found',
    paymentDetails: 'No payment details found',
  },
  // Our own wording.
  searchPlaceholder: 'Search by name, email, phone or ID...',
  noEngineers: 'No engineers found',
  listLoadFailed: 'Failed to load engineers',
  invite: 'Invite Engineer',
  inviteSent: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'Failed to invite engineer',
  updated: 'Engineer updated successfully!',
  updateFailed: 'Failed to update engineer',
  hasOpenTickets: (name: string, count: number) =>
    `${name} is assigned to ${count} open ${count === 1 ? 'ticket' : 'tickets'}; reassign them first.`,
  inactive: 'This engineer account is inactive. Ask the office to reactivate it.',
  invitedPending: 'Set your password from the invitation email before signing in.',
  mobileOnly: 'This route is for the engineer mobile app. Sign in with POST /api/engineers/login.',
  ibanInvalid: 'IBAN is not valid',
  issueAfterExpiry: 'Issue date cannot be after the expiry date',
  expiresIn: (days: number) => `Expires in ${days} days!`,
  expired: 'Expired',
  notCompliant: (name: string, document: string, expiry: string) =>
    `${name} cannot be assigned: ${document} expires on ${expiry}, before the ticket ends.`,
} as const;

/** The detail page's sections in order, with their titles. */
export const ENGINEER_PROFILE_SECTIONS = [
  { key: 'education', title: 'Education' },
  { key: 'technicalSkills', title: 'Technical Skills' },
  { key: 'spokenLanguages', title: 'Spoken Languages' },
  { key: 'industryExperience', title: 'Industry Experience' },
  { key: 'idDocuments', title: 'ID Documents' },
  { key: 'rightToWork', title: 'Right To Work' },
  { key: 'travelDetails', title: 'Travel Details' },
  { key: 'paymentDetails', title: 'Payment Details' },
] as const;

// ---------------------------------------------------------------------------------------------
// Field helpers

const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max = 200) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();
const date = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`);
const level = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(PROFILE_LIST_MAX, `At most ${PROFILE_LIST_MAX} entries`);

/** Phone numbers: digits with an optional leading +, spaces, dashes, dots and brackets. */
export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^\+?[0-9 ()\-.]{5,30}$/, 'Phone must be a phone number (digits, +, spaces, dashes)');

/** ISO 13616 IBAN: country, check digits, up to 30 letters or digits, mod-97 remainder 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const withDates = <T extends { issue_date?: string | null; expiry_date?: string | null }>(
  entry: T,
) => !entry.issue_date || !entry.expiry_date || entry.issue_date <= entry.expiry_date;

// ---------------------------------------------------------------------------------------------
// The ten sections

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
  sort_code: z
    .string()
    .trim()
    .regex(/^\d{2}-?\d{2}-?\d{2}$/, 'Sort code must be 6 digits (12-34-56)')
    .nullish(),
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

/** The stored and returned profile: every section present (lists empty, objects null). */
export const engineerProfileSchema = z.object({
  personalDetails: personalDetailsViewSchema,
  education: z.array(educationEntrySchema),
  technicalSkills: z.array(technicalSkillSchema),
  spokenLanguages: z.array(spokenLanguageSchema),
  industryExperience: z.array(industryExperienceSchema),
  idDocuments: z.array(idDocumentSchema),
  rightToWork: z.array(rightToWorkSchema),
  travelDetails: travelDetailsSchema.nullable(),
  paymentDetails: paymentDetailsSchema.nullable(),
});
export type EngineerProfile = z.infer<typeof engineerProfileSchema>;
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type TechnicalSkill = z.infer<typeof technicalSkillSchema>;
export type SpokenLanguage = z.infer<typeof spokenLanguageSchema>;
export type IndustryExperience = z.infer<typeof industryExperienceSchema>;
export type IdDocument = z.infer<typeof idDocumentSchema>;
export type RightToWork = z.infer<typeof rightToWorkSchema>;
export type TravelDetails = z.infer<typeof travelDetailsSchema>;
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

export const EMPTY_ENGINEER_PROFILE: EngineerProfile = {
  personalDetails: {},
  education: [],
  technicalSkills: [],
  spokenLanguages: [],
  industryExperience: [],
  idDocuments: [],
  rightToWork: [],
  travelDetails: null,
  paymentDetails: null,
};

/**
 * What the mobile app sends: any of the sections (an absent one is kept as stored, a sent one
 * replaces it whole), plus the engineer's `name` and `phone` (the tenth section).
 */
export const engineerProfileInputSchema = z
  .object({
    name: engineerIdentitySchema.shape.name.optional(),
    phone: phoneSchema.nullish(),
    personalDetails: personalDetailsSchema.omit({ last_login: true }).optional(),
    education: list(educationEntrySchema).optional(),
    technicalSkills: list(technicalSkillSchema).optional(),
    spokenLanguages: list(spokenLanguageSchema).optional(),
    industryExperience: list(industryExperienceSchema).optional(),
    idDocuments: list(idDocumentSchema).optional(),
    rightToWork: list(rightToWorkSchema).optional(),
    travelDetails: travelDetailsSchema.nullish(),
    paymentDetails: paymentDetailsSchema.nullish(),
  })
  .strict();
export type EngineerProfileInput = z.infer<typeof engineerProfileInputSchema>;

/** PUT /api/engineers/me */
export const engineerProfileUpdateBodySchema = z.object({ profile: engineerProfileInputSchema });
export type EngineerProfileUpdateBody = z.infer<typeof engineerProfileUpdateBodySchema>;

/** The stored profile after applying `input` (sent sections replace, absent ones stay). */
export function mergeEngineerProfile(
  stored: Partial<EngineerProfile> | null | undefined,
  input: EngineerProfileInput,
): EngineerProfile {
  const { name: _name, phone: _phone, ...sections } = input;
  const merged = { ...EMPTY_ENGINEER_PROFILE, ...(stored ?? {}) } as EngineerProfile;
  for (const [key, value] of Object.entries(sections)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  merged.personalDetails = { ...merged.personalDetails };
  delete merged.personalDetails.last_login;
  return merged;
}

// ---------------------------------------------------------------------------------------------
// Compliance: one rule, shared by the API, the remote and ticket assignment

export const engineerComplianceSchema = z.object({
  /** The earliest expiry among the ID documents and right-to-work entries. */
  nearest_expiry: z.string().nullable(),
  /** Customer-document thresholds: expired, critical ≤30, warning ≤45, info ≤90 days. */
  urgency: z.enum(['expired', 'critical', 'warning', 'info']).nullable(),
  /** What expires then, e.g. 'Passport' or 'Right to work: Tier 2'. */
  document: z.string().nullable(),
});
export type EngineerCompliance = z.infer<typeof engineerComplianceSchema>;

type ExpiringSections = Partial<Pick<EngineerProfile, 'idDocuments' | 'rightToWork'>>;

/** Every dated document of a profile, labelled. */
export function engineerExpiringDocuments(
  profile: ExpiringSections | null | undefined,
): { document: string; expiry_date: string }[] {
  const found: { document: string; expiry_date: string }[] = [];
  for (const doc of profile?.idDocuments ?? [])
    if (doc.expiry_date) found.push({ document: doc.doc_type, expiry_date: doc.expiry_date });
  for (const entry of profile?.rightToWork ?? [])
    if (entry.expiry_date)
      found.push({
        document: `Right to work: ${entry.visa_types}`,
        expiry_date: entry.expiry_date,
      });
  return found;
}

/** The nearest expiry, independent of today (the API stores it for the list filter). */
export function engineerNearestExpiry(
  profile: ExpiringSections | null | undefined,
): { document: string; expiry_date: string } | null {
  let nearest: { document: string; expiry_date: string } | null = null;
  for (const doc of engineerExpiringDocuments(profile))
    if (!nearest || doc.expiry_date < nearest.expiry_date) nearest = doc;
  return nearest;
}

/** The list's and the detail's compliance summary at the business `today` (YYYY-MM-DD). */
export function engineerCompliance(
  profile: ExpiringSections | null | undefined,
  today: string,
): EngineerCompliance {
  const nearest = engineerNearestExpiry(profile);
  if (!nearest) return { nearest_expiry: null, urgency: null, document: null };
  return {
    nearest_expiry: nearest.expiry_date,
    urgency: expiryUrgency(nearest.expiry_date, today),
    document: nearest.document,
  };
}

/** The list's badge: documents expired or expiring within 30 days. */
export function needsComplianceBadge(urgency: ExpiryUrgency | undefined): boolean {
  return urgency === 'expired' || urgency === 'critical';
}

/** The badge text of one document (the detail page shows it on every document). */
export function expiryBadgeText(expiry: string | null | undefined, today: string): string | null {
  const urgency = expiryUrgency(expiry, today);
  if (!urgency || !expiry) return null;
  if (urgency === 'expired') return ENGINEER_MESSAGES.expired;
  return ENGINEER_MESSAGES.expiresIn(daysUntil(expiry, today));
}

/**
 * Whether an engineer may be assigned work that runs until `untilDay` (a ticket's end date):
 * refused when an ID document or right-to-work entry expires before that day (or already has).
 */
export function isCompliantForAssignment(
  profile: ExpiringSections | null | undefined,
  untilDay: string,
  today: string,
): { compliant: true } | { compliant: false; document: string; expiry_date: string } {
  const last = untilDay < today ? today : untilDay;
  const lapsing = engineerExpiringDocuments(profile)
    .filter((doc) => doc.expiry_date < last)
    .sort((a, b) => (a.expiry_date < b.expiry_date ? -1 : 1))[0];
  return lapsing ? { compliant: false, ...lapsing } : { compliant: true };
}

/**
 * Why `name` cannot be assigned, naming the document and its expiry date (the 409
 * ENGINEER_NOT_COMPLIANT message and the picker's reason); null when the check passed.
 */
export function engineerNotCompliantReason(
  name: string,
  check: ReturnType<typeof isCompliantForAssignment>,
): string | null {
  return check.compliant
    ? null
    : ENGINEER_MESSAGES.notCompliant(name, check.document, check.expiry_date);
}

/** The list's documents filter (as customers have): expiring covers 0–30 days, expired < 0. */
export const ENGINEER_DOCUMENT_FILTERS = ['all', 'expiring', 'expired'] as const;
export type EngineerDocumentFilter = (typeof ENGINEER_DOCUMENT_FILTERS)[number];
export const ENGINEER_DOCUMENT_FILTER_LABELS: Record<EngineerDocumentFilter, string> = {
  all: 'All Documents',
  expiring: `Expiring in ${EXPIRY_THRESHOLDS.critical} Days`,
  expired: 'Already Expired',
};

// ---------------------------------------------------------------------------------------------
// Staff: invite and edit

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
