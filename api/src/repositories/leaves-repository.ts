import type { Knex } from 'knex';
import type {
  LeaveDecision,
  LeaveListParams,
  LeaveListResponse,
  LeaveRequest,
  LeaveRequestBody,
  LeaveStatus,
} from '@trellis/contracts';
import { LEAVE_FROM, LEAVE_JSON, toLeaveRequest } from './leave-rows';
import { listLeaves } from './leaves-list';
import { findItem, itemsOfIds } from './json-items';
import { lockRow } from './locked-row';
import { prepared } from './prepared';

const FIND = `select ${LEAVE_JSON} as item from ${LEAVE_FROM} where l.id = ?`;

/** Arbitrary, fixed: the class of the per-engineer schedule locks, ours alone in this database. */
const SCHEDULE_LOCK = 7_120_021;

/** An approved leave, as the assignment rule names it. */
export interface ApprovedLeave {
  id: number;
  start_date: string;
  end_date: string;
}

// Prepared, as every assignment checks it: planned afresh it cost ten times its run.
const APPROVED_OVERLAP = `select id, start_date, end_date from leave_requests
  where engineer_id = ? and status = 'approved' and end_date >= ?::date and start_date <= ?::date
  order by start_date, id limit 1`;

/** What a decision needs to know of a request. */
export interface LeaveState {
  id: number;
  engineer_id: number | null;
  status: LeaveStatus;
}

/** A new request: the engineer's, under the name they have now. */
export interface NewLeave extends LeaveRequestBody {
  engineer_id: number;
  employee_name: string;
}

export function createLeavesRepository(db: Knex) {
  return {
    /** Staff's list: the page, `total` and the stats in one statement (see leaves-list.ts). */
    async list(query: LeaveListParams): Promise<LeaveListResponse> {
      return listLeaves(db, query);
    },

    /** The mobile app's list: only the engineer's own requests, whatever the query says. */
    async listOfEngineer(
      engineerId: number,
      query: Omit<LeaveListParams, 'engineer_id'>,
    ): Promise<LeaveListResponse> {
      return listLeaves(db, { ...query, engineer_id: engineerId });
    },

    /** The list's rows of `ids` that exist, in id order (a selection's CSV). */
    async listItems(ids: readonly number[]): Promise<LeaveRequest[]> {
      const source = { select: `${LEAVE_JSON} as item`, from: LEAVE_FROM, alias: 'l' };
      return itemsOfIds(db, source, ids, toLeaveRequest);
    },

    async findById(id: number, trx: Knex = db): Promise<LeaveRequest | undefined> {
      return findItem(trx, FIND, id, toLeaveRequest);
    },

    /** Locks the row for the rest of the transaction, so a concurrent decision waits. */
    async lock(id: number, trx: Knex): Promise<LeaveState | undefined> {
      return lockRow(trx, 'leave_requests', id, ['id', 'engineer_id', 'status']);
    },

    async create(values: NewLeave, trx: Knex): Promise<number> {
      const [row] = await trx('leave_requests')
        .insert({ ...values, status: 'pending' })
        .returning<{ id: number }[]>('id');
      return row!.id;
    },

    /**
     * The engineer's schedule lock until the transaction ends: an assignment holds it shared
     * while it checks the approved leave, an approval exclusively, so an approval can never
     * commit between an assignment's check and its write unseen.
     */
    async holdSchedule(engineerId: number, mode: 'check' | 'approve', trx: Knex): Promise<void> {
      const lock = mode === 'check' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
      await trx.raw(`select ${lock}(?, ?)`, [SCHEDULE_LOCK, engineerId]);
    },

    /** The engineer's first approved leave overlapping from..to (inclusive), if any. */
    async approvedOverlap(
      engineerId: number,
      from: string,
      to: string,
      trx: Knex = db,
    ): Promise<ApprovedLeave | undefined> {
      const { rows } = await prepared<{ rows: ApprovedLeave[] }>(trx, APPROVED_OVERLAP, [
        engineerId,
        from,
        to,
      ]);
      return rows[0];
    },

    async decide(id: number, status: LeaveDecision, userId: number, trx: Knex): Promise<void> {
      await trx('leave_requests').where({ id }).update({
        status,
        decided_by: userId,
        decided_at: trx.fn.now(),
        updated_at: trx.fn.now(),
      });
    },
  };
}

export type LeavesRepository = ReturnType<typeof createLeavesRepository>;
