import type { Knex } from 'knex';
import type { WrittenRecords } from '../import-target';

const CHUNK = `r.import_id = ? and r.line >= ? and r.line < ?`;
const boundsOf = ({ importId, lines }: WrittenRecords) => [importId, lines.from, lines.to];
const STAGED = `cross join lateral jsonb_array_elements(coalesce(r."values"->'documents', '[]'))`;

/** A created customer's document count, as its `documents_count` column keeps it. */
export const STAGED_DOCUMENT_COUNT = `jsonb_array_length(coalesce(r."values"->'documents', '[]'))`;

/**
 * The documents (titles and expiry dates, no files) of a chunk's created customers, with the
 * copies of their customer's figures that a document carries for the Document Filters: a new
 * customer is as its row says, and has no tickets (the columns' defaults). A dated document's
 * previous date is the one before it among its customer's, in date then id order; the rows are
 * inserted in that order, so ids follow it.
 */
export async function insertCreatedDocuments(trx: Knex, written: WrittenRecords): Promise<void> {
  const created = written.created.map((record) => Number(record.id));
  if (!created.length) return;
  await trx.raw(
    `insert into customer_documents (customer_id, title, expiry_date, customer_active,
       customer_created_at, previous_expiry)
     select id, title, expiry_date, active, created_at,
       case when expiry_date is not null then lag(expiry_date)
         over (partition by id, expiry_date is null order by expiry_date, n) end
     from (select c.id, x.doc->>'title' as title, (x.doc->>'expiry_date')::date as expiry_date,
             c.status = 'Active' as active, c.created_at, x.n
           from import_rows r
           join customers c on c.id = any(?::int[]) and lower(c.account_email) = r.key
           ${STAGED} with ordinality as x(doc, n)
           where ${CHUNK} and r.action = 'create') d
     order by id, expiry_date, n`,
    [created, ...boundsOf(written)],
  );
}

/**
 * An updated customer gets the documents it lacks (by title, any case), and the expiry date of
 * one it has is set to the file's. An import never removes a document, whose file only the
 * customer's form can replace.
 */
export async function updateDocuments(trx: Knex, written: WrittenRecords): Promise<void> {
  await trx.raw(
    `with wanted as (
       select r.target_id::int as customer_id, x.doc->>'title' as title,
         (x.doc->>'expiry_date')::date as expiry_date
       from import_rows r ${STAGED} as x(doc)
       where ${CHUNK} and r.action = 'update'),
     dated as (
       update customer_documents d set expiry_date = w.expiry_date from wanted w
       where d.customer_id = w.customer_id and lower(d.title) = lower(w.title)
         and d.expiry_date is distinct from w.expiry_date)
     insert into customer_documents (customer_id, title, expiry_date)
     select w.customer_id, w.title, w.expiry_date from wanted w
     where not exists (select 1 from customer_documents d
                       where d.customer_id = w.customer_id and lower(d.title) = lower(w.title))`,
    boundsOf(written),
  );
}
