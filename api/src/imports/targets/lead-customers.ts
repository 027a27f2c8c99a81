import type { Knex } from 'knex';
import { CODE_PREFIX, emailSchema, IMPORT_MESSAGES } from '@trellis/contracts';
import type { StagedRow } from '../staged-copy';

// A customer code as a file may write it: with or without its leading #, any case, any zeros.
const CODE = new RegExp(`^#?${CODE_PREFIX.customer.replace(/^#/, '')}0*([1-9][0-9]{0,8})$`);

const codeId = (named: string) => {
  const match = CODE.exec(named.trim().toUpperCase());
  return match ? Number(match[1]) : null;
};

/**
 * Sets each lead's `customer_id` in a batch of staged rows from the customer its file names, by
 * account email (any case; the oldest such customer) or code, in two indexed reads per batch. A
 * row naming an account email no customer has, with the customer's name, names that email as
 * `creates_related`: the commit creates that customer first. Any other row naming no customer
 * becomes an error on the customer's column.
 */
export async function resolveLeadCustomers(
  db: Knex,
  rows: StagedRow[],
  column: string | null,
  nameColumn: string | null,
): Promise<void> {
  const named = rows.filter((row) => row.values).map((row) => String(row.values!.customer));
  if (named.length === 0) return;
  const emails = [...new Set(named.map((each) => each.toLowerCase()))];
  const ids = [...new Set(named.map(codeId).filter((id): id is number => id !== null))];
  const { rows: byEmail } = await db.raw<{ rows: { email: string; id: number }[] }>(
    `select lower(account_email) as email, min(id) as id from customers
     where lower(account_email) = any(?::text[]) group by 1`,
    [emails],
  );
  const { rows: byId } = await db.raw<{ rows: { id: number }[] }>(
    'select id from customers where id = any(?::int[])',
    [ids],
  );
  const emailIds = new Map(byEmail.map((row) => [row.email, row.id]));
  const known = new Set(byId.map((row) => row.id));
  for (const row of rows) {
    if (!row.values) continue;
    const customer = String(row.values.customer);
    const code = codeId(customer);
    const id =
      emailIds.get(customer.toLowerCase()) ?? (code !== null && known.has(code) ? code : null);
    const isEmail = emailSchema.safeParse(customer).success;
    if (id !== null) row.values = { ...row.values, customer_id: id };
    else if (isEmail && row.values.customer_name)
      row.values = { ...row.values, creates_related: customer.trim().toLowerCase() };
    else {
      row.values = null;
      const message =
        isEmail && nameColumn !== null
          ? IMPORT_MESSAGES.customerNameToCreate(customer)
          : IMPORT_MESSAGES.customerNotFound(customer);
      row.errors = [{ line: row.line, column, message }];
    }
  }
}
