import { displayCode, type AuditChange, type EngineerProfile } from '@trellis/contracts';
import type { NewAuditEvent } from '../repositories/audit-repository';
import { storedProfile } from '../repositories/engineers-repository';
import type { UserRow } from '../repositories/users-repository';
import { fieldChanges, maskTail, type AuditField } from './audit-changes';

export type EngineerAuditEvent = Omit<NewAuditEvent, 'actor' | 'requestId' | 'clientIp'>;

/** An engineer's row with its profile read once, for the fields below. */
interface Snapshot {
  row: UserRow;
  profile: EngineerProfile;
}

const snapshot = (row: UserRow | null): Snapshot | null =>
  row ? { row, profile: storedProfile(row.profile) } : null;

/** `#AIM-E-007 Priya Raman`: how the engineer is shown, kept with each event. */
export const engineerLabel = (row: Pick<UserRow, 'id' | 'username'>) =>
  `#${displayCode('engineer', row.id)} ${row.username}`;

const column = (field: string, key: keyof UserRow): AuditField<Snapshot> => ({
  field,
  read: (s) => s.row[key],
});
const fromProfile = (
  field: string,
  read: (p: EngineerProfile) => unknown,
): AuditField<Snapshot> => ({
  field,
  read: (s) => read(s.profile),
});
const withExpiry = (name: string, expiry: string | null | undefined) =>
  expiry ? `${name} (expires ${expiry})` : name;

/** Who the engineer is: what a deletion keeps. */
const KEY_FIELDS = [
  column('name', 'username'),
  column('email', 'email'),
  column('phone', 'phone'),
  column('status', 'status'),
];

/** What staff edit besides the key fields: the pay. */
const PAY_FIELDS = [column('pay_rate', 'pay_rate'), column('pay_currency', 'pay_currency')];

/** What the engineer keeps up to date from the mobile app, each list as one line per entry. */
const PROFILE_FIELDS = [
  column('address', 'address'),
  column('dob', 'dob'),
  fromProfile('contact_email', (p) => p.personalDetails.email),
  fromProfile('contact_phone', (p) => p.personalDetails.phone),
  fromProfile('education', (p) =>
    p.education.map((e) => `${e.degree_name}, ${e.university_name} (${e.issue_date})`),
  ),
  fromProfile('technical_skills', (p) =>
    p.technicalSkills.map((s) => `${s.skill_name} (${s.level})`),
  ),
  fromProfile('spoken_languages', (p) =>
    p.spokenLanguages.map((l) => `${l.language} (${l.level})`),
  ),
  fromProfile('industry_experience', (p) =>
    p.industryExperience.map((i) => `${i.industry} (${i.exp_range})`),
  ),
  fromProfile('id_documents', (p) =>
    p.idDocuments.map((d) => withExpiry(d.doc_type, d.expiry_date)),
  ),
  fromProfile('right_to_work', (p) =>
    p.rightToWork.map((r) => withExpiry(r.visa_types, r.expiry_date)),
  ),
  ...(['working_radius', 'driving_license', 'own_vehicle', 'vehicle_types'] as const).map((key) =>
    fromProfile(key, (p) => p.travelDetails?.[key]),
  ),
  ...(
    ['payment_currency', 'bank_name', 'account_type', 'account_name', 'sort_code', 'iban'] as const
  ).map((key) => fromProfile(key, (p) => p.paymentDetails?.[key])),
];

/** Bank details: compared in full, so a new account with the same tail still shows as changed. */
const BANK_FIELDS = new Set(['sort_code', 'iban']);

const masked = (change: AuditChange): AuditChange =>
  BANK_FIELDS.has(change.field)
    ? { ...change, from: maskTail(change.from), to: maskTail(change.to) }
    : change;

/**
 * What changed between two states of an engineer (null: not there), field by field, bank
 * details masked to their last 4 characters. Only what differs is kept.
 */
export function engineerChanges(before: UserRow | null, after: UserRow | null): AuditChange[] {
  return fieldChanges(snapshot(before), snapshot(after), [
    ...KEY_FIELDS,
    ...PAY_FIELDS,
    ...PROFILE_FIELDS,
  ]).map(masked);
}

/** The name and key fields a deleted engineer leaves in the trail. */
export function engineerDeletedChanges(row: UserRow): AuditChange[] {
  return fieldChanges(snapshot(row), null, KEY_FIELDS);
}

/**
 * What a staff edit did, as readable actions: a deactivation or reactivation of its own, and
 * any other change (contact details, pay) as an update. Nothing when nothing changed.
 */
export function engineerEditEvents(before: UserRow, after: UserRow): EngineerAuditEvent[] {
  const base = { entity: 'engineer', entityId: after.id, entityLabel: engineerLabel(after) };
  const changes = engineerChanges(before, after);
  const status = changes.filter((c) => c.field === 'status');
  const rest = changes.filter((c) => c.field !== 'status');
  const events: EngineerAuditEvent[] = [];
  if (status.length > 0)
    events.push({
      ...base,
      action: after.status === 'Inactive' ? 'engineer.deactivated' : 'engineer.reactivated',
      changes: status,
    });
  if (rest.length > 0) events.push({ ...base, action: 'engineer.updated', changes: rest });
  return events;
}
