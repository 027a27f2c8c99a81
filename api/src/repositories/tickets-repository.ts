import type { Knex } from 'knex';
import type {
  LeadStatus,
  Ticket,
  TicketCalendarParams,
  TicketCalendarResponse,
  TicketFileField,
  TicketListItem,
  TicketListResponse,
  TicketPriority,
  TicketStatus,
} from '@trellis/contracts';
import {
  TICKET_DETAIL_JSON,
  TICKET_FILES_JSON,
  TICKET_HOURS_JSON,
  TICKET_JOINS,
  TICKET_JSON,
  TICKET_VALUES,
  toTicket,
  toTicketListItem,
  type TicketDetailRow,
  type TicketJson,
  type TicketWrite,
} from './ticket-rows';
import { listTickets, ticketCalendarDays, type TicketPageQuery } from './tickets-list';
import { prepared, preparedTuples } from './prepared';
import {
  moveTicketField,
  type MovableTicketField,
  type TicketFieldMove,
  type TicketFieldMoved,
} from './ticket-field-moves';
import { isId } from '../lib/row-id';
import { lockRow } from './locked-row';

/** The ticket with its customer, engineer, files and logged hours, in one statement. */
const DETAIL = `select ${TICKET_JSON} as ticket, ${TICKET_DETAIL_JSON} as detail,
    ${TICKET_FILES_JSON} as files, ${TICKET_HOURS_JSON} as hours
  from tickets t ${TICKET_JOINS} where t.id = ?`;

/** What a write needs to know of the saved ticket: the values its rules compare with. */
export interface TicketState {
  id: number;
  lead_id: number | null;
  customer_id: number;
  engineer_id: number | null;
  status: TicketStatus;
  priority: TicketPriority;
  task_start_date: string | null;
  task_end_date: string | null;
}

/** The lead a ticket is made from, as the rules need it. */
export interface LeadLink {
  id: number;
  status: LeadStatus;
  customer_id: number;
  task_name: string;
}

/** An engineer as the assignment rules read it. */
export interface EngineerAccount {
  id: number;
  username: string;
  status: string;
  profile: unknown;
}

// Prepared, as every ticket write reads it: planned afresh, the users table's many indexes made
// its plan cost ten times its run (0.16 ms against 0.015 ms).
/** The list rows of an array of ids. */
const TICKET_ITEMS = `select ${TICKET_VALUES} from tickets t ${TICKET_JOINS}
  where t.id = any(?::bigint[])`;

const ENGINEER_ACCOUNT = `select id, username, status, profile from users
  where id = ? and role = 'engineer'`;

/** A foreign key PostgreSQL refused, by the column it names (customer_id, engineer_id, lead_id). */
export class UnknownReferenceError extends Error {
  constructor(readonly column: 'customer_id' | 'engineer_id' | 'lead_id') {
    super(`unknown ${column}`);
  }
}

/** A second ticket for one lead (the unique index on tickets.lead_id). */
export class LeadTakenError extends Error {
  constructor() {
    super('lead has a ticket');
  }
}

function translated(error: unknown): unknown {
  const e = error as { code?: string; constraint?: string };
  if (e.code === '23505' && e.constraint === 'tickets_lead_id_unique') return new LeadTakenError();
  if (e.code === '23503') {
    for (const column of ['customer_id', 'engineer_id', 'lead_id'] as const)
      if (e.constraint === `tickets_${column}_foreign`) return new UnknownReferenceError(column);
  }
  return error;
}

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw translated(error);
  }
}

const STATE_COLUMNS = [
  'id',
  'lead_id',
  'customer_id',
  'engineer_id',
  'status',
  'priority',
  'task_start_date',
  'task_end_date',
] as const;

export function createTicketsRepository(db: Knex) {
  return {
    /** The page, `total` and the tiles in one statement (see tickets-list.ts). */
    async list(query: TicketPageQuery): Promise<TicketListResponse> {
      return listTickets(db, query);
    },

    /** Per-day counts of the matching tickets over a range (see tickets-list.ts). */
    async calendarDays(query: TicketCalendarParams): Promise<TicketCalendarResponse> {
      return ticketCalendarDays(db, query);
    },

    async findDetail(id: number, trx: Knex = db): Promise<Ticket | undefined> {
      if (!isId(id)) return undefined;
      const { rows } = await prepared<{ rows: TicketDetailRow[] }>(trx, DETAIL, [id]);
      return rows[0] ? toTicket(rows[0]) : undefined;
    },

    /** Locks the row for the rest of the transaction, so a concurrent write waits. */
    async lock(id: number, trx: Knex): Promise<TicketState | undefined> {
      return lockRow(trx, 'tickets', id, STATE_COLUMNS);
    },

    /** A bulk batch's status or priority: locked, set and read back in one statement. */
    moveField(
      field: MovableTicketField,
      moves: readonly TicketFieldMove[],
      trx: Knex,
    ): Promise<TicketFieldMoved[]> {
      return moveTicketField(trx, field, moves);
    },

    /** The tickets' list rows, as their realtime events carry them (prepared: every write reads one). */
    async listItems(ids: readonly number[], trx: Knex = db): Promise<TicketListItem[]> {
      if (ids.length === 0) return [];
      const rows = await preparedTuples<TicketJson>(trx, TICKET_ITEMS, [ids as number[]]);
      return rows.map(toTicketListItem);
    },

    /** Keeps the ticket from being deleted until the transaction ends (its work logs' writes). */
    async holdForLogs(id: number, trx: Knex): Promise<TicketState | undefined> {
      return lockRow(trx, 'tickets', id, STATE_COLUMNS, 'key share');
    },

    /** Answers the new ticket's id. */
    async create(values: TicketWrite, trx: Knex = db): Promise<number> {
      const [row] = await writing(() => trx('tickets').insert(values).returning('id'));
      return (row as { id: number }).id;
    },

    /** Sets the given columns and updated_at. */
    async update(
      id: number,
      values:
        | Partial<TicketWrite>
        | { engineer_id: number | null }
        | { status: TicketStatus }
        | { priority: TicketPriority },
      trx: Knex = db,
    ): Promise<void> {
      await writing(() =>
        trx('tickets')
          .where({ id })
          .update({ ...values, updated_at: trx.fn.now() }),
      );
    },

    async addFile(
      ticketId: number,
      fileId: number,
      kind: TicketFileField,
      position: number,
      trx: Knex,
    ): Promise<void> {
      await trx('ticket_files').insert({ ticket_id: ticketId, file_id: fileId, kind, position });
    },

    /** The ids of the ticket's stored files. */
    async fileIds(id: number, trx: Knex = db): Promise<number[]> {
      const rows = await trx('ticket_files').where({ ticket_id: id }).select('file_id');
      return rows.map((r: { file_id: number }) => r.file_id);
    },

    /** Deletes the ticket; its file links and work logs go with it (on delete cascade). */
    async remove(id: number, trx: Knex = db): Promise<void> {
      await trx('tickets').where({ id }).delete();
    },

    /**
     * The lead a ticket is made from, locked: a status change or delete of the lead waits, and
     * so does a second ticket for it.
     */
    async lockLead(id: number, trx: Knex, lock = true): Promise<LeadLink | undefined> {
      if (!isId(id)) return undefined;
      const query = trx('leads').where({ id });
      if (lock) query.forUpdate();
      return query.first<LeadLink | undefined>('id', 'status', 'customer_id', 'task_name');
    },

    /** The ticket made from the lead other than `except`, if any. */
    async ticketOfLead(leadId: number, except: number | null, trx: Knex = db) {
      const query = trx('tickets').where({ lead_id: leadId });
      if (except !== null) query.whereNot({ id: except });
      const row = await query.first<{ id: number } | undefined>('id');
      return row?.id ?? null;
    },

    /**
     * An engineer account (role engineer) as assignment and work logs need it. `lock` takes the
     * row (for no key update: tickets may still reference it) so that the engineer's work-log
     * writes run one at a time: the overlap check then sees every committed entry.
     */
    async findEngineer(
      id: number,
      trx: Knex = db,
      lock = false,
    ): Promise<EngineerAccount | undefined> {
      if (!isId(id)) return undefined;
      const { rows } = await prepared<{ rows: EngineerAccount[] }>(
        trx,
        lock ? `${ENGINEER_ACCOUNT} for no key update` : ENGINEER_ACCOUNT,
        [id],
      );
      return rows[0];
    },

    async customerExists(id: number, trx: Knex = db): Promise<boolean> {
      if (!isId(id)) return false;
      return (await trx('customers').where({ id }).first('id')) !== undefined;
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
