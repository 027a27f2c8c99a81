import type { AuditChange, Payout } from '@trellis/contracts';
import { fieldChanges } from './audit-changes';

/** `Priya Raman 2025-02`: one payout per engineer and month, so the two name it. */
export const payoutLabel = (p: Pick<Payout, 'engineer_name' | 'month'>) =>
  `${p.engineer_name} ${p.month}`;

/** What 'Generate payouts' computes from the work logs: the hours, the rate and the amounts. */
const GENERATED = [
  'engineer_name',
  'currency',
  'working_hours',
  'overtime_hours',
  'rate',
  'base',
  'overtime',
  'total',
] as const;

/** The staff's adjustments, and the total they move. */
const ADJUSTED = ['bonus', 'deductions', 'total'] as const;

const STATUS = ['status', 'paid_date'] as const;

/** A new payout's figures, or those a regeneration changed (none: it was already up to date). */
export const generatedChanges = (before: Payout | null, after: Payout): AuditChange[] =>
  fieldChanges(before, after, GENERATED);

/**
 * An edit as the trail keeps it: a status move is its own action (with the paid date it sets);
 * otherwise the bonus and deductions that changed. Null when nothing did.
 */
export function payoutEdit(
  before: Payout,
  after: Payout,
): { action: string; changes: AuditChange[] } | null {
  if (before.status !== after.status)
    return { action: 'payout.status_changed', changes: fieldChanges(before, after, STATUS) };
  const changes = fieldChanges(before, after, ADJUSTED);
  return changes.length > 0 ? { action: 'payout.updated', changes } : null;
}
