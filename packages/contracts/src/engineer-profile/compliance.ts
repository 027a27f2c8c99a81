import { z } from 'zod';
import { daysUntil, expiryUrgency, type ExpiryUrgency } from '../business-date';
import type { EngineerProfile } from './profile';
import { ENGINEER_MESSAGES } from './texts';

// Compliance: one rule, shared by the API, the remote and ticket assignment.

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

/** The nearest expiry the API keeps beside an engineer's profile (written with it). */
export interface StoredNearestExpiry {
  nearest_expiry: string | null;
  nearest_expiry_document: string | null;
}

/**
 * The sections `isCompliantForAssignment` reads, from the stored nearest expiry, which stands
 * for the profile: the rule only ever names the earliest document lapsing before the work ends.
 * For lists and pickers, which would otherwise read and check every engineer's whole profile.
 */
export function nearestAsSections({
  nearest_expiry: expiry,
  nearest_expiry_document: document,
}: StoredNearestExpiry): ExpiringSections | null {
  return expiry
    ? { idDocuments: [{ doc_type: document ?? 'A document', expiry_date: expiry }] }
    : null;
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
