import type { Knex } from 'knex';
import type { AuditSource } from '../lib/audit-actor';
import type { NewAuditEvent } from '../repositories/audit-repository';
import type { PasswordHasher } from '../plugins/app/password-hasher';
import type { StagedRow } from './staged-copy';

/** A field as the kind's table stores it: its column and the SQL type its text is cast to. */
export interface StoredField {
  key: string;
  cast?: string;
  /** The file's field that sets this column, when it is not the column itself. */
  from?: string;
  /** The staged value written, when it is named neither as the column nor as `from`. */
  value?: string;
}

/** The staged value a field writes. */
export const valueKeyOf = (field: StoredField) => field.value ?? field.from ?? field.key;

type Row = Record<string, unknown>;

/** What a kind's hooks may use beyond the database. */
export interface ImportTargetDependencies {
  passwordHasher: PasswordHasher;
}

/** What a commit wrote, for the writes a kind makes beside its records. */
export interface WrittenRecords {
  importId: number;
  /** The staged lines of the chunk written: from `from` up to, not including, `to`. */
  lines: { from: number; to: number };
  created: readonly Row[];
  /** Each changed record as it was and as it became. */
  changed: readonly { before: Row; after: Row }[];
  source: AuditSource;
}

/** A chunk of staged lines about to be written, for what its records need written first. */
export interface ChunkToWrite {
  importId: number;
  /** The staged lines of the chunk: from `from` up to, not including, `to`. */
  lines: { from: number; to: number };
  /** The import as History entries name it: its file and number. */
  origin: string;
  source: AuditSource;
  /** Records History entries in the commit's transaction. */
  audit(entries: NewAuditEvent[]): Promise<void>;
}

/** One realtime announcement, for the list a kind's writes beside its own records change. */
export interface Announcement {
  event: string;
  data: Record<string, unknown>;
}

/** How a kind's staged rows become records: its table, its fields, its key and its trail. */
export interface ImportTarget {
  table: string;
  /** The columns written; each set by the kind's row field of the same name unless `from`. */
  fields: readonly StoredField[];
  /** A row's natural key from its validated values, lower case (null: none). */
  keyOf(values: Record<string, unknown>): string | null;
  /** The record's natural key as SQL over `t` (the table), compared with the staged `key`. */
  keySql: string;
  /** When the table holds other records too: SQL over `t` that is true of this kind's. */
  scopeSql?: string;
  /**
   * Columns every created record gets besides its fields, as bound values (computed before the
   * commit's transaction, so nothing slow holds its locks).
   */
  createdColumns?(deps: ImportTargetDependencies): Promise<Record<string, string | number>>;
  /**
   * Columns a created record takes from its own staged row, as SQL over it (`r`): what the
   * kind's `afterWrite` would otherwise make triggers compute again for it.
   */
  createdFromRow?: Readonly<Record<string, string>>;
  /** The audit trail's entity and actions, as a single create or edit records them. */
  entity: string;
  created: string;
  updated: string;
  /** How the trail labels a record from its stored row. */
  label(row: Row): string;
  /** The event a single create sends, for the list pages watching it. */
  createdEvent: string;
  updatedEvent: string;
  /** The event's payload for a record, from its stored row. */
  eventData(row: Row): Record<string, unknown>;
  /**
   * Before a batch of checked rows is staged: what the kind finds in other lists (a lead's
   * customer), set into the rows' values or made their error.
   */
  resolveBatch?(
    db: Knex,
    rows: StagedRow[],
    /** The file's column a field came from (null: none is mapped to it). */
    columnOf: (field: string) => string | null,
  ): Promise<void>;
  /**
   * After the file is staged, before repeats and existing records are looked for: what the
   * kind checks against other records as a set (an engineer's email held by a staff account).
   */
  resolveStaged?(
    db: Knex,
    importId: number,
    /** The file's column a field came from (null: none is mapped to it). */
    columnOf: (field: string) => string | null,
  ): Promise<void>;
  /**
   * In the commit's transaction, before each chunk's records: the records of other lists they
   * need (a lead's new customer), written and audited; answers their list's announcement.
   */
  beforeWrite?(trx: Knex, chunk: ChunkToWrite): Promise<Announcement | null>;
  /** In the commit's transaction, after each chunk: what a single write also keeps. */
  afterWrite?(trx: Knex, written: WrittenRecords): Promise<void>;
}

export const lowerText = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');
