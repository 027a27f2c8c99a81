import type { Knex } from 'knex';
import { IMPORT_KIND_RULES, type AuditChange, type ImportKind } from '@trellis/contracts';
import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository, NewAuditEvent } from '../repositories/audit-repository';
import { IMPORT_TARGETS } from './import-kinds';
import {
  valueKeyOf,
  type Announcement,
  type ImportTarget,
  type StoredField,
} from './import-target';

type Row = Record<string, unknown>;

export interface CommitRequest {
  importId: number;
  kind: ImportKind;
  fileName: string;
  /** The fields the file has a column for: an update leaves the others as they are. */
  mapped: readonly string[];
  /** The columns every created record gets besides its fields (the kind's `createdColumns`). */
  createdColumns: Readonly<Record<string, string | number>>;
  source: AuditSource;
  /**
   * Called before each chunk with the data rows gone through so far; answers false when the
   * import was asked to stop: the transaction then rolls back.
   */
  goOn(rowsDone: number): Promise<boolean>;
}

export interface CommitResult {
  created: number;
  updated: number;
  /** The last record created and updated, for the lists' one announcement of each. */
  lastCreated: Row | null;
  lastUpdated: Row | null;
  /** The last announcement of the records of other lists it wrote first (a lead's new customer). */
  related: Announcement | null;
}

/** Thrown inside the commit's transaction when asked to stop, so nothing is written. */
export class CommitStopped extends Error {}

const valueSql = (field: StoredField) =>
  `(r."values"->>'${valueKeyOf(field)}')${field.cast ? `::${field.cast}` : ''}`;

/** A column as the record reads back: a date as text, as the API answers it. */
const columnSql = (alias: string, field: StoredField) =>
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

/** Staged rows written per statement: bounds the memory a large import holds at once. */
const CHUNK = 5000;

/**
 * Writes the staged rows of an import into its list in one transaction, a chunk of lines at a
 * time: creates, then updates of the records the file names (only those whose values differ),
 * with an audit entry per record naming the import, and one for the import itself. A stop
 * between chunks rolls it all back.
 */
export async function commitImport(
  trx: Knex,
  auditRepository: AuditRepository,
  request: CommitRequest,
): Promise<CommitResult> {
  const target = IMPORT_TARGETS[request.kind];
  const fixed = Object.entries(request.createdColumns);
  const fromRow = Object.entries(target.createdFromRow ?? {});
  const columns = [
    ...target.fields.map((f) => f.key),
    ...[...fixed, ...fromRow].map(([column]) => column),
  ];
  const createdValues = [
    ...target.fields.map(valueSql),
    ...fixed.map(() => '?'),
    ...fromRow.map(([, sql]) => sql),
  ].join(', ');
  const origin = `${request.fileName} (import ${request.importId})`;
  const entry = (action: string, before: Row | null, after: Row): NewAuditEvent => ({
    ...request.source,
    action,
    entity: target.entity,
    entityId: Number(after.id),
    entityLabel: target.label(after),
    changes: changesOf(target, before, after, origin),
  });
  const changing = target.fields.filter((f) => request.mapped.includes(f.from ?? f.key));
  const differs = `(${changing.map((f) => `t.${f.key}`).join(', ')}) is distinct from
    (${changing.map(valueSql).join(', ')})`;
  const inChunk = `r.import_id = ? and r.line >= ? and r.line < ?`;

  const { rows: bounds } = await trx.raw<{ rows: { last: number | null }[] }>(
    'select max(line) as last from import_rows where import_id = ?',
    [request.importId],
  );
  const result: CommitResult = {
    created: 0,
    updated: 0,
    lastCreated: null,
    lastUpdated: null,
    related: null,
  };
  for (let from = 0; from <= (bounds[0]?.last ?? -1); from += CHUNK) {
    // Lines count from the header (line 1), so line `from` is the first of this chunk.
    if (!(await request.goOn(Math.max(0, from - 2)))) throw new CommitStopped();
    const chunk = [request.importId, from, from + CHUNK];
    const related = await target.beforeWrite?.(trx, {
      importId: request.importId,
      lines: { from, to: from + CHUNK },
      origin,
      source: request.source,
      audit: (entries) => auditRepository.recordMany(entries, trx),
    });
    result.related = related ?? result.related;
    const { rows: inserted } = await trx.raw<{ rows: { record: Row }[] }>(
      `insert into ${target.table} (${columns.join(', ')})
       select ${createdValues} from import_rows r
       where ${inChunk} and r.action = 'create' order by r.line
       returning ${recordJson(target, target.table)} as record`,
      [...fixed.map(([, value]) => value), ...chunk],
    );
    // The records the file changes, as they were (locked until the commit), then as they become.
    const { rows: previous } = await trx.raw<{ rows: { record: Row }[] }>(
      `select ${recordJson(target, 't')} as record from ${target.table} t
       join import_rows r on r.target_id = t.id
       where ${inChunk} and r.action = 'update' and ${differs} for update of t`,
      chunk,
    );
    const { rows: changed } = await trx.raw<{ rows: { record: Row }[] }>(
      `update ${target.table} t
       set ${changing.map((f) => `${f.key} = ${valueSql(f)}`).join(', ')}, updated_at = now()
       from import_rows r where ${inChunk} and r.action = 'update'
         and t.id = r.target_id and ${differs}
       returning ${recordJson(target, 't')} as record`,
      chunk,
    );
    const before = new Map(previous.map(({ record }) => [Number(record.id), record]));
    const created = inserted.map(({ record }) => record);
    const updated = changed.map(({ record }) => ({
      before: before.get(Number(record.id))!,
      after: record,
    }));
    await auditRepository.recordMany(
      [
        ...created.map((record) => entry(target.created, null, record)),
        ...updated.map(({ before, after }) => entry(target.updated, before, after)),
      ],
      trx,
    );
    await target.afterWrite?.(trx, {
      importId: request.importId,
      lines: { from, to: from + CHUNK },
      created,
      changed: updated,
      source: request.source,
    });
    await trx.raw(
      `insert into import_records (import_id, record_id, created)
       select ?, id, created from unnest(?::int[], ?::boolean[]) as w(id, created)`,
      [
        request.importId,
        [...created, ...updated.map(({ after }) => after)].map((record) => Number(record.id)),
        [...created.map(() => true), ...updated.map(() => false)],
      ],
    );
    result.created += inserted.length;
    result.updated += changed.length;
    result.lastCreated = inserted.at(-1)?.record ?? result.lastCreated;
    result.lastUpdated = changed.at(-1)?.record ?? result.lastUpdated;
  }

  const { noun } = IMPORT_KIND_RULES[request.kind];
  const count = (n: number) => n.toLocaleString('en-GB');
  await auditRepository.recordMany(
    [
      {
        ...request.source,
        action: `${request.kind}.imported`,
        entity: target.entity,
        entityId: null,
        entityLabel: `${count(result.created)} ${noun.many} created and ${count(result.updated)} updated from ${request.fileName}`,
        changes: [
          { field: 'file', from: null, to: request.fileName },
          { field: 'created', from: null, to: result.created },
          { field: 'updated', from: null, to: result.updated },
        ],
      },
    ],
    trx,
  );
  return result;
}
