import type { Knex } from 'knex';
import type { WrittenRecords } from '../import-target';

/** The staged JSON document `x.doc` as the table's title and expiry date. */
const DOCUMENT_VALUES = `x.doc->>'title', (x.doc->>'expiry_date')::date`;

/**
 * The documents (titles and expiry dates, no files) of a chunk's customers, from the file's
 * repeated document columns: a created customer gets them; an updated one gets those it lacks
 * (by title, any case), and the expiry date of one it has is set to the file's. An import never
 * removes a document, whose file only the customer's form can replace.
 */
export async function writeCustomerDocuments(trx: Knex, written: WrittenRecords): Promise<void> {
  const { importId, lines } = written;
  const chunk = `r.import_id = ? and r.line >= ? and r.line < ?`;
  const bounds = [importId, lines.from, lines.to];
  const staged = `cross join lateral jsonb_array_elements(coalesce(r."values"->'documents', '[]'))
    as x(doc)`;
  const created = written.created.map((record) => Number(record.id));
  if (created.length)
    await trx.raw(
      `insert into customer_documents (customer_id, title, expiry_date)
       select c.id, ${DOCUMENT_VALUES} from import_rows r
       join customers c on c.id = any(?::int[]) and lower(c.account_email) = r.key
       ${staged}
       where ${chunk} and r.action = 'create'`,
      [created, ...bounds],
    );
  await trx.raw(
    `with wanted as (
       select r.target_id::int as customer_id, x.doc->>'title' as title,
         (x.doc->>'expiry_date')::date as expiry_date
       from import_rows r ${staged}
       where ${chunk} and r.action = 'update'),
     dated as (
       update customer_documents d set expiry_date = w.expiry_date from wanted w
       where d.customer_id = w.customer_id and lower(d.title) = lower(w.title)
         and d.expiry_date is distinct from w.expiry_date)
     insert into customer_documents (customer_id, title, expiry_date)
     select w.customer_id, w.title, w.expiry_date from wanted w
     where not exists (select 1 from customer_documents d
                       where d.customer_id = w.customer_id and lower(d.title) = lower(w.title))`,
    bounds,
  );
}
