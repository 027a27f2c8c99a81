import type { AuditChange } from '@trellis/contracts';
import type { InjectOptions } from 'fastify';
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

/** An audit row as a trail test compares it. */
export type AuditRow = Omit<StoredAuditRow, 'actor_id' | 'text'>;

let requests = 0;

/**
 * Sends `request` under a request id of its own and answers its response with the audit rows that
 * request left, oldest first (the id keeps apart rows a background job writes meanwhile).
 */
export async function auditedInject(t: TestApp, request: InjectOptions) {
  const requestId = `audited-${process.pid}-${(requests += 1)}`;
  const response = await t.app.inject({
    ...request,
    headers: { ...request.headers, 'x-request-id': requestId },
  });
  const rows: AuditRow[] = await t
    .db('audit_events')
    .where({ request_id: requestId })
    .orderBy('id')
    .select('action', 'actor_name', 'actor_kind', 'entity', 'entity_id', 'entity_label', 'changes');
  return { response, rows };
}
