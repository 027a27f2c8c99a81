import type { Knex } from 'knex';
import { IMPORT_KIND_RULES, type AuditChange, type ImportKind } from '@trellis/contracts';
import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository, NewAuditEvent } from '../repositories/audit-repository';
import { IMPORT_TARGETS, type ImportTarget } from './import-kinds';

type Row = Record<string, unknown>;

export interface CommitRequest {
  importId: number;
  kind: ImportKind;
  fileName: string;
  /** The fields the file has a column for: an update leaves the others as they are. */
  mapped: readonly string[];
  source: AuditSource;
  /** Answers false when the import was asked to stop: the transaction then rolls back. */
  goOn(): Promise<boolean>;
}

export interface CommitResult {
  created: Row[];
  updated: Row[];
}

/** Thrown inside the commit's transaction when asked to stop, so nothing is written. */
export class CommitStopped extends Error {}

const valueSql = (field: { key: string; cast?: string }) =>
  `(r."values"->>'${field.key}')${field.cast ? `::${field.cast}` : ''}`;

/** A column as the record reads back: a date as text, as the API answers it. */
const columnSql = (alias: string, field: { key: string; cast?: string }) =>
  field.cast === 'date' ? `to_char(${alias}.${field.key}, 'YYYY-MM-DD')` : `${alias}.${field.key}`;

/** The record's id and fields as one JSON object, from the row `alias`. */
const recordJson = (target: ImportTarget, alias: string) =>
  `json_build_object('id', ${alias}.id, ${target.fields
    .map((f) => `'${f.key}', ${columnSql(alias, f)}`)
    .join(', ')})`;

/** The History entry of one record: what it holds now, and the import it came from. */
function changesOf(
  target: ImportTarget,
  before: Row | null,
  after: Row,
  origin: string,
): AuditChange[] {
  const changes: AuditChange[] = target.fields
    .filter((f) => (before ? before[f.key] !== after[f.key] : after[f.key] !== null))
    .map((f) => ({ field: f.key, from: before ? before[f.key] : null, to: after[f.key] }));
  return [...changes, { field: 'import', from: null, to: origin }];
}

/**
 * Writes the staged rows of an import into its list in one transaction: creates, then updates
 * of the records the file names (only those whose values differ), an audit entry per record
 * naming the import, and one for the import itself. A stop between the steps rolls it all back.
 */
export async function commitImport(
  trx: Knex,
  auditRepository: AuditRepository,
  request: CommitRequest,
): Promise<CommitResult> {
  const target = IMPORT_TARGETS[request.kind];
  const columns = target.fields.map((f) => f.key);
  const origin = `${request.fileName} (import ${request.importId})`;
  const stopIfAsked = async () => {
    if (!(await request.goOn())) throw new CommitStopped();
  };

  await stopIfAsked();
  const { rows: inserted } = await trx.raw<{ rows: { record: Row }[] }>(
    `insert into ${target.table} (${columns.join(', ')})
     select ${target.fields.map(valueSql).join(', ')} from import_rows r
     where r.import_id = ? and r.action = 'create' order by r.line
     returning ${recordJson(target, target.table)} as record`,
    [request.importId],
  );
  const created = inserted.map((row) => row.record);

  await stopIfAsked();
  const changing = target.fields.filter((f) => request.mapped.includes(f.key));
  const differs = `(${changing.map((f) => `t.${f.key}`).join(', ')}) is distinct from
    (${changing.map(valueSql).join(', ')})`;
  const matched = `from import_rows r where r.import_id = ? and r.action = 'update'
    and t.id = r.target_id and ${differs}`;
  // The records the file changes, as they were (locked until the commit), then as they become.
  const { rows: previous } = await trx.raw<{ rows: { record: Row }[] }>(
    `select ${recordJson(target, 't')} as record from ${target.table} t
     join import_rows r on r.target_id = t.id
     where r.import_id = ? and r.action = 'update' and ${differs} for update of t`,
    [request.importId],
  );
  const { rows: changed } = await trx.raw<{ rows: { record: Row }[] }>(
    `update ${target.table} t
     set ${changing.map((f) => `${f.key} = ${valueSql(f)}`).join(', ')}, updated_at = now()
     ${matched} returning ${recordJson(target, 't')} as record`,
    [request.importId],
  );
  const before = new Map(previous.map(({ record }) => [Number(record.id), record]));
  const updates = changed.map(({ record }) => ({
    before: before.get(Number(record.id))!,
    after: record,
  }));

  await stopIfAsked();
  const entry = (action: string, before: Row | null, after: Row): NewAuditEvent => ({
    ...request.source,
    action,
    entity: target.entity,
    entityId: Number(after.id),
    entityLabel: target.label(after),
    changes: changesOf(target, before, after, origin),
  });
  const { noun } = IMPORT_KIND_RULES[request.kind];
  await auditRepository.recordMany(
    [
      ...created.map((row) => entry(target.created, null, row)),
      ...updates.map(({ before, after }) => entry(target.updated, before, after)),
      {
        ...request.source,
        action: `${request.kind}.imported`,
        entity: target.entity,
        entityId: null,
        entityLabel: `${created.length.toLocaleString('en-GB')} ${noun.many} created and ${updates.length.toLocaleString('en-GB')} updated from ${request.fileName}`,
        changes: [
          { field: 'file', from: null, to: request.fileName },
          { field: 'created', from: null, to: created.length },
          { field: 'updated', from: null, to: updates.length },
        ],
      },
    ],
    trx,
  );
  return { created, updated: updates.map((u) => u.after) };
}
