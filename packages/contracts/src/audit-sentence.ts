// How an audit entry reads to a person: "Priya Raman changed Status from Offered to Accepted".
// Shared by the History sections, the Activity page and the log's CSV export, so all three say
// the same thing about the same event.
import type { AuditChange, AuditEvent } from './audit';

/**
 * Verbs that read better as a phrase than as their words (`sign_in_failed` → "failed to sign
 * in"); `{}` is where the record goes when it is not last ("marked {} as paid").
 */
const PHRASES: Record<string, string> = {
  created: 'created',
  deleted: 'deleted',
  registered: 'registered',
  signed_up: 'signed up',
  signed_in: 'signed in',
  signed_out: 'signed out',
  sign_in_failed: 'failed to sign in',
  invited: 'invited',
  invitation_resent: 'sent a new invitation to',
  pruned: 'pruned',
  approved: 'approved',
  deactivated: 'deactivated',
  reactivated: 'reactivated',
  denied: 'was refused',
  exported: 'exported',
  failed: 'failed to run',
  read_all: 'marked all as read',
  synced: 'synced',
  generated: 'generated',
  paid: 'marked {} as paid',
  reminded: 'sent a reminder for',
  requested: 'requested',
  password_changed: 'changed the password of',
  password_reset: 'reset the password of',
  password_reset_requested: 'asked for a password reset of',
  work_log_added: 'added a work log to',
  work_log_deleted: 'deleted a work log of',
  assigned: 'assigned',
  unassigned: 'unassigned',
  // A bulk action's own entry, labelled with the action and its records.
  applied: 'applied',
  undone: 'undid',
  cancelled: 'stopped',
};

/** Verbs whose sentence is the changes themselves ("changed Status from A to B"). */
const CHANGE_VERBS = new Set(['updated', 'status_changed', 'permissions_changed', 'role_changed']);

const MAX_VALUE = 80;

/** `account_email` → "Account email"; `engineer_id` → "Engineer". */
export function auditFieldLabel(field: string): string {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A changed value as a person reads it: empty, a list, yes/no, or the text cut to a line. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(auditValue).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return 'none';
    return entries.map(([key, v]) => `${auditFieldLabel(key)}: ${auditValue(v)}`).join(', ');
  }
  const text = String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** A change's words; one the reader may not read names only its field ("changed Pay rate"). */
const describeChange = (c: AuditChange) =>
  c.hidden
    ? auditFieldLabel(c.field)
    : `${auditFieldLabel(c.field)} from ${auditValue(c.from)} to ${auditValue(c.to)}`;

/** What the details show for a value the reader may not read. */
export const HIDDEN_AUDIT_VALUE = 'not shown to your role';

/** "Status from Offered to Accepted and Name from A to B" (three or more: the field names). */
export function auditChangesPhrase(changes: AuditChange[]): string {
  if (changes.length <= 2) return changes.map(describeChange).join(' and ');
  return changes.map((c) => auditFieldLabel(c.field)).join(', ');
}

const verbOf = (action: string) => action.slice(action.indexOf('.') + 1);

export interface AuditSentenceOptions {
  /** Name the record ("on #AIM-C-012 Acme"): on the whole log, not in one record's History. */
  withRecord?: boolean;
}

/** The entry as one sentence, without its time. */
export function auditSentence(event: AuditEvent, options: AuditSentenceOptions = {}): string {
  const actor = event.actor.name ?? (event.actor.kind === 'system' ? 'The system' : 'Someone');
  const verb = verbOf(event.action);
  const label = event.entity_label ?? (event.entity_id ? `${event.entity} ${event.entity_id}` : '');
  const onRecord = options.withRecord && label ? ` on ${label}` : '';
  if (CHANGE_VERBS.has(verb) && event.changes.length > 0)
    return `${actor} changed ${auditChangesPhrase(event.changes)}${onRecord}`;
  const phrase = PHRASES[verb] ?? verb.replace(/_/g, ' ');
  if (event.action === 'access.denied') {
    const needed = event.changes.find((c) => c.field === 'permission');
    return `${actor} was refused ${label}${needed ? ` (needs ${auditValue(needed.to)})` : ''}`;
  }
  if (['signed_up', 'signed_in', 'signed_out', 'sign_in_failed'].includes(verb))
    return `${actor} ${phrase}${label && label !== actor ? ` as ${label}` : ''}`;
  if (verb === 'assigned' || verb === 'unassigned') {
    const engineer = event.changes.find((c) => c.field === 'engineer');
    const who = engineer ? auditValue(verb === 'assigned' ? engineer.to : engineer.from) : '';
    const subject = options.withRecord && label ? label : 'it';
    return `${actor} ${phrase} ${subject}${who ? ` ${verb === 'assigned' ? 'to' : 'from'} ${who}` : ''}`;
  }
  // An event about a whole area (an export, a sync) names the area: "exported payouts".
  if (event.entity_id === null) {
    const area = event.action.slice(0, event.action.indexOf('.')).replace(/_/g, ' ');
    if (verb === 'read_all') return `${actor} marked all ${area} as read`;
    const filters = event.changes.find((c) => c.field === 'filters');
    const shown = filters ? auditValue(filters.to) : 'none';
    const detail = shown === 'none' || shown === 'empty' ? '' : ` (${shown})`;
    return `${actor} ${phrase} ${label || area}${detail}`;
  }
  const object = options.withRecord ? label : `the ${event.entity.replace(/_/g, ' ')}`;
  const said = phrase.includes('{}') ? phrase.replace('{}', object) : `${phrase} ${object}`;
  return `${actor} ${said}`.trim();
}
