import type { Knex } from 'knex';
import type { Customer } from '@trellis/contracts';
import {
  CUSTOMER_COLUMNS,
  epochMs,
  toBase,
  toDocument,
  type CustomerDocumentRecord,
  type CustomerRow,
} from './customer-rows';
import { prepared } from './prepared';
import { withFields } from '../lib/with-fields';

// One customer with its persons and documents as ONE prepared statement answering one row of
// JSON, instead of three statements built by knex on every call (the row, its persons, its
// documents): one round trip, parsed once, and planned once per connection.

/** A timestamp as milliseconds since the epoch, cut to the millisecond as node-postgres does. */

const DETAIL = `select json_build_object(${CUSTOMER_COLUMNS.map((c) => `'${c}', c.${c}`).join(', ')},
    'created_at', ${epochMs('c.created_at')}, 'updated_at', ${epochMs('c.updated_at')}) as customer,
  (select coalesce(json_agg(json_build_object('id', p.id, 'person_name', p.person_name,
      'person_email', p.person_email, 'person_contact', p.person_contact) order by p.position, p.id),
    '[]'::json) from customer_persons p where p.customer_id = c.id) as persons,
  (select coalesce(json_agg(json_build_object('id', d.id, 'customer_id', d.customer_id,
      'title', d.title, 'expiry_date', d.expiry_date, 'file_id', d.file_id, 'file_name', f.name)
      order by d.id), '[]'::json)
   from customer_documents d left join files f on f.id = d.file_id where d.customer_id = c.id) as documents
  from customers c where c.id = ?`;

type CustomerJson = Omit<CustomerRow, 'created_at' | 'updated_at' | 'nearest_expiry'> & {
  created_at: number;
  updated_at: number;
};

interface DetailRow {
  customer: CustomerJson;
  persons: Customer['persons'];
  documents: CustomerDocumentRecord[];
}

/** The customer with its persons (form order) and documents (oldest first), or undefined. */
export async function customerDetail(db: Knex, id: number): Promise<Customer | undefined> {
  const { rows } = await prepared<{ rows: DetailRow[] }>(db, DETAIL, [id]);
  const row = rows[0];
  if (!row) return undefined;
  return withFields(toBase(row.customer), {
    persons: row.persons,
    documents: row.documents.map(toDocument),
  });
}
