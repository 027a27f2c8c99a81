import type { Knex } from 'knex';
import { customerCoreSchema, displayCode } from '@trellis/contracts';
import { customerLabel } from '../../services/customer-audit';
import type { Announcement, ChunkToWrite } from '../import-target';

interface NewCustomer {
  id: number;
  name: string;
  type: string;
  account_email: string;
  status: string;
}

// A customer a lead's row creates has what the customer form gives one left at its defaults.
const { type, status } = customerCoreSchema.parse({ name: '-', account_email: 'a@b.co' });

/**
 * Creates the customers a chunk's leads name by an account email nobody has yet (staged as
 * `creates_related`), one per email however many leads name it, with the name of its first row,
 * as the customer form creates one; each gets its History entry naming the import. A customer
 * with that email made since the preview (by an earlier chunk, or by anyone) is used instead.
 * The chunk's leads then point at their customers.
 */
export async function createNamedCustomers(
  trx: Knex,
  chunk: ChunkToWrite,
): Promise<Announcement | null> {
  const bounds = [chunk.importId, chunk.lines.from, chunk.lines.to];
  const inChunk = `r.import_id = ? and r.line >= ? and r.line < ? and (r."values"->>'creates_related') is not null`;
  const { rows: created } = await trx.raw<{ rows: NewCustomer[] }>(
    `with wanted as (
       select distinct on (lower(r."values"->>'customer')) lower(r."values"->>'customer') as email,
         trim(r."values"->>'customer') as account_email, r."values"->>'customer_name' as name
       from import_rows r where ${inChunk}
       order by lower(r."values"->>'customer'), r.line)
     insert into customers (name, type, account_email, status)
     select w.name, ?, w.account_email, ? from wanted w
     where not exists (select 1 from customers c where lower(c.account_email) = w.email)
     order by w.email
     returning id, name, type, account_email, status`,
    [...bounds, type, status],
  );
  await trx.raw(
    `update import_rows r set "values" = r."values" || jsonb_build_object('customer_id', c.id)
     from (select lower(account_email) as email, min(id) as id from customers
           where lower(account_email) in (select lower(r."values"->>'customer') from import_rows r
                                          where ${inChunk})
           group by 1) c
     where ${inChunk} and lower(r."values"->>'customer') = c.email`,
    [...bounds, ...bounds],
  );
  await chunk.audit(
    created.map((customer) => ({
      ...chunk.source,
      action: 'customer.created',
      entity: 'customer',
      entityId: customer.id,
      entityLabel: customerLabel(customer),
      changes: [
        ...(['name', 'type', 'account_email', 'status'] as const).map((field) => ({
          field,
          from: null,
          to: customer[field],
        })),
        { field: 'import', from: null, to: chunk.origin },
      ],
    })),
  );
  const last = created.at(-1);
  return last
    ? {
        event: 'customer:created',
        data: { id: last.id, name: last.name, code: displayCode('customer', last.id) },
      }
    : null;
}
