import { z } from 'zod';
import { list, phoneSchema } from './fields';
import {
  educationEntrySchema,
  engineerIdentitySchema,
  idDocumentSchema,
  industryExperienceSchema,
  paymentDetailsSchema,
  personalDetailsSchema,
  personalDetailsViewSchema,
  rightToWorkSchema,
  spokenLanguageSchema,
  technicalSkillSchema,
  travelDetailsSchema,
} from './sections';

// The whole profile: as stored and returned, as the app sends it, and the merge of the two.

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
