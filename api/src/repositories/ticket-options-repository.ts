import type { Knex } from 'knex';
import { displayCode, type StoredNearestExpiry, type TicketLeadOption } from '@trellis/contracts';
import type { EngineerAccount } from './tickets-repository';
import { idFromLeadCode } from './leads-list';
import { pageLimit, prepared } from './prepared';
import { containingIds } from './search-words';

// The create form's pickers: engineers (with what the compliance rule needs) and the confirmed
// leads that have no ticket yet, both searched on the server. Each statement is prepared with
// its limit written in, so it is planned once per connection: planned on every call, as knex's
// builder sent it, the planning alone took 1.1–1.4 ms, five times the running.

/** An engineer as the picker lists them: no profile, only the nearest expiry kept beside it. */
export interface EngineerOptionRow extends Omit<EngineerAccount, 'profile'>, StoredNearestExpiry {
  email: string;
}

export function createTicketOptionsRepository(db: Knex) {
  return {
    /**
     * Every engineer, Inactive ones too, by name; `search` in the name or email. The page comes
     * off the engineers' name index (migration 20261130080000); a search looks each column up on
     * its trigram index by its rarest word (search-words.ts), as the engineers list does. Each
     * comes with its stored nearest expiry, not its profile: checking a hundred profiles against
     * their schema cost 0.7 ms a page.
     */
    async engineers(search: string, limit: number): Promise<EngineerOptionRow[]> {
      const found = search
        ? await containingIds(db, 'users', ['username', 'email'], search)
        : { sql: '', bindings: [] };
      const { rows } = await prepared<{ rows: EngineerOptionRow[] }>(
        db,
        `select id, username, email, status, nearest_expiry, nearest_expiry_document from users
          where role = 'engineer'${found.sql ? ` and id in (${found.sql})` : ''}
          order by lower(username), id limit ${pageLimit(limit)}`,
        found.bindings,
      );
      return rows;
    },

    /**
     * Confirm leads without a ticket, newest first; `search` in the lead code, task name or
     * customer name, each looked up on its own index (an OR across the join scanned both
     * tables: 45 ms at 100,000 leads).
     */
    async leads(search: string, limit: number): Promise<TicketLeadOption[]> {
      const matching: string[] = [];
      const bindings: Knex.RawBinding[] = [];
      if (search) {
        const tasks = await containingIds(db, 'leads', ['task_name'], search);
        const customers = await containingIds(db, 'customers', ['name'], search);
        matching.push(tasks.sql, `select id from leads where customer_id in (${customers.sql})`);
        bindings.push(...tasks.bindings, ...customers.bindings);
        const codeId = idFromLeadCode(search);
        if (codeId !== null) {
          matching.push('select ?::int as id');
          bindings.push(codeId);
        }
      }
      const { rows } = await prepared<{
        rows: { id: number; task_name: string; customer_id: number; customer_name: string }[];
      }>(
        db,
        `select l.id, l.task_name, l.customer_id, c.name as customer_name
          from leads l join customers c on c.id = l.customer_id
          where l.status = 'Confirm'
            and not exists (select 1 from tickets t where t.lead_id = l.id)
            ${matching.length ? `and l.id in (${matching.join(' union ')})` : ''}
          order by l.id desc limit ${pageLimit(limit)}`,
        bindings,
      );
      return rows.map((row) => ({ ...row, code: displayCode('lead', row.id) }));
    },
  };
}

export type TicketOptionsRepository = ReturnType<typeof createTicketOptionsRepository>;
