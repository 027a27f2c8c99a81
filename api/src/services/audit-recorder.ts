import type { Knex } from 'knex';
import type { AuditChange } from '@trellis/contracts';
import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository } from '../repositories/audit-repository';

/** Writes one audit row about `record`, in the transaction of the change it describes. */
export type AuditRecorder<T> = (
  action: string,
  record: T,
  changes: AuditChange[],
  audit: AuditSource,
  trx: Knex,
) => Promise<void>;

/** The audit rows of one kind of record (`entity`), each naming the record as `label` shows it. */
export function auditRecorder<T extends { id: number }>(
  auditRepository: AuditRepository,
  entity: string,
  label: (record: T) => string,
): AuditRecorder<T> {
  return (action, record, changes, audit, trx) =>
    auditRepository.record(
      { ...audit, action, entity, entityId: record.id, entityLabel: label(record), changes },
      trx,
    );
}

/**
 * A write's audit row from the record before and after it (null: not there yet, or gone), with
 * the changes `changesOf` finds between them; none for an edit that changed nothing.
 */
export function changeRecorder<T>(
  record: AuditRecorder<T>,
  changesOf: (before: T | null, after: T | null) => AuditChange[],
) {
  return async (
    action: string,
    before: T | null,
    after: T | null,
    audit: AuditSource,
    trx: Knex,
  ) => {
    const changes = changesOf(before, after);
    if (before && after && changes.length === 0) return;
    await record(action, (after ?? before)!, changes, audit, trx);
  };
}
