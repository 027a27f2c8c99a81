import type { Knex } from 'knex';
import type { z } from 'zod';
import { BULK_ACTION_OFFERS, type BulkList } from '@trellis/contracts';
import type { Realtime } from '../plugins/app/realtime';
import type { AuditSource } from '../lib/audit-actor';
import type { BulkChange } from '../repositories/bulk-runs-repository';

/** Where one record of a bulk batch is written: the batch's transaction, its held announcements. */
export interface BulkScope {
  /** The run the batch belongs to, for what an action keeps beside its changes (a delete's rows). */
  runId: number;
  trx: Knex;
  announcer: Pick<Realtime, 'publish' | 'publishCounts'>;
  context: {
    requestId: string;
    audit: AuditSource;
    userId: number;
    /** The business today, for the rules that compare dates with it. */
    today: string;
    /** Where links in mail point. */
    publicUrl: string;
  };
}

/** What an action did to one record: the fields it changed, before and after; null: nothing. */
export type BulkOutcome = Omit<BulkChange, 'recordId'> | null;

/**
 * One bulk action of a list: each record goes through the same service call, rules, audit row
 * and realtime event as when it is changed alone. A refusal (an AppError) is that record's
 * failure, with the message its own call would give.
 */
export interface BulkActionHandler {
  apply(id: number, params: Record<string, unknown>, scope: BulkScope): Promise<BulkOutcome>;
  /** Restores `change.before`, refusing (an AppError) when the record changed since. */
  undo?(id: number, change: BulkChange, scope: BulkScope): Promise<void>;
  /**
   * A whole batch in a few statements, for an action without rules per record: the same rows,
   * audit entries and events as `apply` one at a time would write. Used instead of `apply`.
   */
  applyMany?(
    ids: readonly number[],
    params: Record<string, unknown>,
    scope: BulkScope,
  ): Promise<{ changes: BulkChange[]; failures: BulkRefusal[] }>;
  /** `undo` for a whole batch of changes, likewise. */
  undoMany?(
    changes: readonly BulkChange[],
    scope: BulkScope,
  ): Promise<{ restored: number; refused: BulkRefusal[] }>;
}

/** A record an action could not change, and the message its own call would have given. */
export interface BulkRefusal {
  id: number;
  reason: string;
}

/**
 * How a failure names the record: its code, or its name where it has no code. A list whose
 * names are read from the database names a batch's refusals together (`labels`, every id of
 * `ids` named), not one read per refusal.
 */
type RecordNames =
  | { label(id: number): string | Promise<string>; labels?: undefined }
  | { labels(ids: readonly number[]): Promise<ReadonlyMap<number, string>>; label?: undefined };

/** A list that offers bulk actions: how its filter selects, how a record is named, its actions. */
export type ListBulk = RecordNames & {
  list: BulkList;
  /** The audit trail's entity of the list's records (`ticket`). */
  entity: string;
  /** `POST /api/<list>/bulk`'s body: its actions with their parameters (from the contracts). */
  body: z.ZodType;
  /** What its actions record on each record's trail, as the routes for one record declare. */
  auditActions: readonly string[];
  /** What Undo records beside those: a deleted record's return. */
  undoAuditActions?: readonly string[];
  /** The ids the list's filter (its parsed query) matches, in id order. */
  matchingIds(query: Record<string, unknown>): Promise<number[]>;
  /** The list route's query schema: a filter is parsed as the list parses its address. */
  querySchema: z.ZodType<Record<string, unknown>>;
  actions: Readonly<Record<string, BulkActionHandler>>;
};

/** How the list offers the action: its label names the run in the audit trail. */
export const offerOf = (list: ListBulk, action: string) =>
  (BULK_ACTION_OFFERS[list.list] as Record<string, { label: string }>)[action]!;

/** Whether the list offers Undo for the action. */
export const isUndoable = (list: ListBulk, action: string) =>
  (BULK_ACTION_OFFERS[list.list] as Record<string, { undoable: boolean }>)[action]?.undoable ===
  true;
