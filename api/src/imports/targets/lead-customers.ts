import type { Knex } from 'knex';
import { CODE_PREFIX, IMPORT_MESSAGES } from '@trellis/contracts';

// A customer code as a file may write it: with or without its leading #, any case, any zeros.
const CODE_PATTERN = `^#?${CODE_PREFIX.customer.replace(/^#/, '')}0*([1-9][0-9]{0,8})$`;

/**
 * Sets each staged lead's `customer_id` from the customer its file names, by account email (any
 * case) or code; a row naming no customer becomes an error on the customer's column.
 */
export async function resolveLeadCustomers(
  db: Knex,
  importId: number,
  column: string | null,
): Promise<void> {
  await db.raw(
    `update import_rows r set "values" = r."values" || jsonb_build_object('customer_id', m.id)
     from (select s.line, coalesce(by_email.id, by_code.id) as id
           from import_rows s
           left join (select lower(c.account_email) as email, min(c.id) as id from customers c
                      where lower(c.account_email) in (select lower("values"->>'customer')
                        from import_rows where import_id = ? and action = 'create')
                      group by 1) by_email on by_email.email = lower(s."values"->>'customer')
           left join customers by_code on by_code.id =
             (substring(upper(s."values"->>'customer') from ?))::int
           where s.import_id = ? and s.action = 'create') m
     where r.import_id = ? and r.line = m.line and m.id is not null`,
    [importId, CODE_PATTERN, importId, importId],
  );
  await db.raw(
    `update import_rows r set action = 'error', "values" = null,
       errors = jsonb_build_array(jsonb_build_object('line', r.line, 'column', ?::text,
         'message', ? || (r."values"->>'customer')))
     where r.import_id = ? and r.action = 'create' and r."values"->>'customer_id' is null`,
    [column, IMPORT_MESSAGES.customerNotFound(''), importId],
  );
}
