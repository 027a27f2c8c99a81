import type { AuditChange } from '@trellis/contracts';
import type { TestApp } from '../helpers/test-app';

/** An audit_events row as stored, with its whole text for what must never appear in it. */
export interface StoredAuditRow {
  action: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_kind: string;
  entity: string;
  entity_id: string | null;
  entity_label: string | null;
  changes: AuditChange[];
  text: string;
}

/**
 * Runs `write` and answers it with exactly the audit rows written meanwhile (a test file has its
 * own database and runs its calls one at a time, so these are the call's rows).
 */
export async function rowsOf<T>(
  t: TestApp,
  write: () => Promise<T>,
): Promise<{ result: T; rows: StoredAuditRow[] }> {
  const mark = await t.db('audit_events').max<{ max: string | null }[]>('id as max').first();
  const result = await write();
  const { rows } = await t.db.raw<{ rows: StoredAuditRow[] }>(
    `select e.action, e.actor_id, e.actor_name, e.actor_kind, e.entity, e.entity_id,
        e.entity_label, e.changes, row_to_json(e)::text as text
       from audit_events e where e.id > ? order by e.id`,
    [mark?.max ?? 0],
  );
  return { result, rows };
}

/** The changes of a row as `field → [from, to]`, for compact assertions. */
export const changeMap = (row: StoredAuditRow) =>
  Object.fromEntries(row.changes.map((c) => [c.field, [c.from, c.to]]));
