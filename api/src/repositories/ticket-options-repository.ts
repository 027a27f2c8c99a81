import type { Knex } from 'knex';
import { displayCode, type TicketLeadOption } from '@trellis/contracts';
import { containsPattern } from '../lib/like-pattern';
import type { EngineerAccount } from './tickets-repository';
import { idFromLeadCode } from './leads-list';

// The create form's pickers: engineers (with what the compliance rule needs) and the confirmed
// leads that have no ticket yet, both searched on the server.

export interface EngineerOptionRow extends EngineerAccount {
  email: string;
}

export function createTicketOptionsRepository(db: Knex) {
  return {
    /** Every engineer, Inactive ones too, by name; `search` in the name or email. */
    async engineers(search: string, limit: number): Promise<EngineerOptionRow[]> {
      const query = db('users')
        .where({ role: 'engineer' })
        .orderByRaw('lower(username), id')
        .limit(limit);
      if (search) {
        const pattern = containsPattern(search);
        query.andWhere((q) => q.whereILike('username', pattern).orWhereILike('email', pattern));
      }
      return query.select<EngineerOptionRow[]>('id', 'username', 'email', 'status', 'profile');
    },

    /**
     * Confirm leads without a ticket, newest first; `search` in the lead code, task name or
     * customer name.
     */
    async leads(search: string, limit: number): Promise<TicketLeadOption[]> {
      const query = db('leads as l')
        .join('customers as c', 'c.id', 'l.customer_id')
        .where('l.status', 'Confirm')
        .whereNotExists((q) =>
          q.select(db.raw('1')).from('tickets as t').whereRaw('t.lead_id = l.id'),
        )
        .orderBy('l.id', 'desc')
        .limit(limit);
      if (search) {
        const pattern = containsPattern(search);
        const codeId = idFromLeadCode(search);
        query.andWhere((q) => {
          q.whereILike('l.task_name', pattern).orWhereILike('c.name', pattern);
          if (codeId !== null) q.orWhere('l.id', codeId);
        });
      }
      const rows = await query.select<
        { id: number; task_name: string; customer_id: number; customer_name: string }[]
      >('l.id', 'l.task_name', 'l.customer_id', 'c.name as customer_name');
      return rows.map((row) => ({ ...row, code: displayCode('lead', row.id) }));
    },
  };
}

export type TicketOptionsRepository = ReturnType<typeof createTicketOptionsRepository>;
