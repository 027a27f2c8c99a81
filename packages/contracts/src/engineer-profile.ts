// CONTRACT READY
// The engineer's profile, written by the mobile app through PUT /api/engineers/me and shown on
// /engineers/:id; compliance is computed from it here, once, so that the API, the remote and
// ticket assignment agree. One concern per file in ./engineer-profile/; only what is listed
// here is public.
export {
  ACCOUNT_TYPES,
  ENGINEER_EDITABLE_STATUSES,
  ENGINEER_STATUSES,
  EXPERIENCE_RANGES,
  LANGUAGE_LEVELS,
  PAYMENT_CURRENCIES,
  PROFILE_LIST_MAX,
  SKILL_LEVELS,
  engineerEditableStatusSchema,
  engineerStatusSchema,
  type EngineerStatus,
} from './engineer-profile/enums';
export {
  ENGINEER_DOCUMENT_FILTERS,
  ENGINEER_DOCUMENT_FILTER_LABELS,
  ENGINEER_MESSAGES,
  ENGINEER_PROFILE_SECTIONS,
  type EngineerDocumentFilter,
} from './engineer-profile/texts';
export { isValidIban } from './engineer-profile/bank-details';
export { phoneSchema } from './engineer-profile/fields';
// Each profile section's schema and type, all public: the mobile app sends any section alone.
export * from './engineer-profile/sections';
export {
  EMPTY_ENGINEER_PROFILE,
  engineerProfileInputSchema,
  engineerProfileSchema,
  engineerProfileUpdateBodySchema,
  mergeEngineerProfile,
  type EngineerProfile,
  type EngineerProfileInput,
  type EngineerProfileUpdateBody,
} from './engineer-profile/profile';
export {
  engineerCompliance,
  engineerComplianceSchema,
  engineerExpiringDocuments,
  engineerNearestExpiry,
  engineerNotCompliantReason,
  expiryBadgeText,
  isCompliantForAssignment,
  nearestAsSections,
  needsComplianceBadge,
  type EngineerCompliance,
  type StoredNearestExpiry,
} from './engineer-profile/compliance';
export {
  engineerEditBodySchema,
  engineerInviteBodySchema,
  type EngineerEditBody,
  type EngineerInviteBody,
} from './engineer-profile/staff-bodies';
