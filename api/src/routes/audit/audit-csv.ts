import {
  auditSentence,
  visibleAuditChanges,
  type AuditActorKind,
  type AuditChange,
  type Permission,
} from '@trellis/contracts';
import type { CsvColumn } from '../../lib/csv-export';

/** The log's CSV: each entry's facts, its sentence, and its changes as JSON for a spreadsheet. */
export const AUDIT_CSV_COLUMNS: readonly CsvColumn[] = [
  { key: 'id', header: 'ID' },
  { key: 'at', header: 'Time (UTC)' },
  { key: 'actor', header: 'Actor' },
  { key: 'actor_kind', header: 'Actor kind' },
  { key: 'action', header: 'Action' },
  { key: 'entity', header: 'Area' },
  { key: 'entity_id', header: 'Record ID' },
  { key: 'entity_label', header: 'Record' },
  { key: 'summary', header: 'Summary' },
  { key: 'changes', header: 'Changes' },
  { key: 'request_id', header: 'Request ID' },
];

/** One row of the cursor as its CSV fields, as a reader holding `permissions` may see it. */
export function auditCsvRow(
  row: Record<string, unknown>,
  permissions: readonly Permission[],
): Record<string, unknown> {
  const changes = visibleAuditChanges(
    row.entity as string,
    row.changes as AuditChange[],
    permissions,
  );
  const actor = {
    id: row.actor_id as number | null,
    name: row.actor_name as string | null,
    kind: row.actor_kind as AuditActorKind,
  };
  const event = {
    id: Number(row.id),
    at: (row.at as Date).toISOString(),
    actor,
    action: row.action as string,
    entity: row.entity as string,
    entity_id: row.entity_id as string | null,
    entity_label: row.entity_label as string | null,
    changes,
    request_id: row.request_id as string | null,
  };
  return {
    ...event,
    actor: actor.name ?? '',
    actor_kind: actor.kind,
    summary: auditSentence(event, { withRecord: true }),
    changes: JSON.stringify(changes),
  };
}
