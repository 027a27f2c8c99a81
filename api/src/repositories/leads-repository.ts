import type { Knex } from 'knex';
import type { Lead, LeadDetail, LeadListResponse } from '@trellis/contracts';
import {
  HISTORY_JSON,
  LEAD_JSON,
  LEADS_SHOWN,
  LEAD_WRITE_COLUMNS,
  toHistoryEntry,
  toLead,
  type HistoryJson,
  type LeadJson,
  type LeadState,
  type LeadWrite,
  type StatusChange,
} from './lead-rows';
import { listLeads, type LeadPageQuery } from './leads-list';
import { prepared } from './prepared';
import { rowsOfIds } from './rows-of-ids';
import { isId } from '../lib/row-id';
import { lockRow } from './locked-row';

/** The lead with its customer, ticket and history, in one statement. */
const DETAIL = `select ${LEAD_JSON} as lead, ${HISTORY_JSON} as history
  from ${LEADS_SHOWN} where l.id = ?`;

const COPIED = LEAD_WRITE_COLUMNS.filter((c) => c !== 'status' && c !== 'reschedule_date');

/** Whether `error` is PostgreSQL refusing a lead whose customer_id names no customer. */
function isUnknownCustomer(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23503' && e.constraint === 'leads_customer_id_foreign';
}

/** A write whose customer does not exist: the service answers 400 (never a foreign-key 500). */
export class UnknownCustomerError extends Error {
  constructor() {
    super('unknown customer');
  }
}

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUnknownCustomer(error) ? new UnknownCustomerError() : error;
  }
}

export function createLeadsRepository(db: Knex) {
  return {
    /** The page, `total` and the tiles in one statement (see leads-list.ts). */
    async list(query: LeadPageQuery): Promise<LeadListResponse> {
      return listLeads(db, query);
    },

    /** The list's rows of `ids` that exist, in id order (a selection's CSV). */
    async listItems(ids: readonly number[]): Promise<Lead[]> {
      // Plain columns: PostgreSQL sends a lead's 36 fields so for two thirds of what its JSON costs.
      const rows = await rowsOfIds<LeadJson>(
        db,
        { select: 'lead_row.*', from: LEADS_SHOWN, alias: 'l' },
        ids,
      );
      return rows.map(toLead);
    },

    async findDetail(id: number, trx: Knex = db): Promise<LeadDetail | undefined> {
      if (!isId(id)) return undefined;
      const { rows } = await prepared<{ rows: { lead: LeadJson; history: HistoryJson[] }[] }>(
        trx,
        DETAIL,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      return { ...toLead(row.lead), status_history: row.history.map(toHistoryEntry) };
    },

    /** Locks the row for the rest of the transaction, so a concurrent write waits. */
    async lock(id: number, trx: Knex): Promise<LeadState | undefined> {
      return lockRow(trx, 'leads', id, [
        'id',
        'task_name',
        'customer_id',
        'status',
        'reschedule_date',
        'task_start_date',
      ]);
    },

    /** Answers the new lead's id; UnknownCustomerError when its customer does not exist. */
    async create(values: LeadWrite, trx: Knex = db): Promise<number> {
      if (!isId(values.customer_id)) throw new UnknownCustomerError();
      const [row] = await writing(() => trx('leads').insert(values).returning('id'));
      return (row as { id: number }).id;
    },

    /** Sets the given columns and updated_at; UnknownCustomerError for an unknown customer. */
    async update(id: number, values: Partial<LeadWrite>, trx: Knex = db): Promise<void> {
      if (values.customer_id !== undefined && !isId(values.customer_id))
        throw new UnknownCustomerError();
      await writing(() =>
        trx('leads')
          .where({ id })
          .update({ ...values, updated_at: trx.fn.now() }),
      );
    },

    /** A copy of the lead as a new BID lead without follow-up date; undefined if there is none. */
    async clone(id: number, trx: Knex = db): Promise<LeadState | undefined> {
      if (!isId(id)) return undefined;
      const columns = COPIED.join(', ');
      const { rows } = await trx.raw<{ rows: LeadState[] }>(
        `insert into leads (${columns}, status, reschedule_date)
         select ${columns}, 'BID', null from leads where id = ?
         returning id, task_name, customer_id, status, reschedule_date, task_start_date`,
        [id],
      );
      return rows[0];
    },

    /**
     * Stamped with the time of the write, not of the transaction's start: a write that waited
     * for the lead's lock comes after the one it waited for, in time as in id.
     */
    async addStatusChange(change: StatusChange, trx: Knex = db): Promise<void> {
      await trx('lead_status_changes').insert({
        ...change,
        changed_at: trx.raw('clock_timestamp()'),
      });
    },

    /** The ids of the tickets made from the lead, oldest first. */
    async ticketIds(id: number, trx: Knex = db): Promise<number[]> {
      const rows = await trx('tickets').where({ lead_id: id }).orderBy('id').select('id');
      return rows.map((r: { id: number }) => r.id);
    },

    /** Deletes the lead; its status history goes with it (on delete cascade). */
    async remove(id: number, trx: Knex = db): Promise<void> {
      await trx('leads').where({ id }).delete();
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
