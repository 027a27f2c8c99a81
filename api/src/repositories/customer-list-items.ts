import type { Knex } from 'knex';
import { prepared } from './prepared';
import { EXPIRY_THRESHOLDS, type CustomerListItem } from '@trellis/contracts';
import {
  CUSTOMER_COLUMNS,
  epochMs,
  toBase,
  toDocument,
  type CustomerDocumentRecord,
  type CustomerRow,
} from './customer-rows';
import { withFields } from '../lib/with-fields';

// A customers-list row: its columns, its JSON as the list's statements build it (the customer, its
// soonest expiry and its documents due soon), and its conversion to the contract. The list's page
// statements and the rows read by id (a selection's CSV) share it.

/** The columns a list item needs: the customer's own and its timestamps. */
export const COLUMNS = [...CUSTOMER_COLUMNS, 'created_at', 'updated_at'] as const;

export const COLUMNS_SQL = COLUMNS.map((c) => `c.${c}`).join(', ');

/** A page row as the statement's JSON carries it: timestamps as epoch milliseconds. */
export type JsonItem = Omit<CustomerRow, 'created_at' | 'updated_at'> & {
  created_at: number;
  updated_at: number;
  expiring_documents: CustomerDocumentRecord[];
};

/** The page's documents: the soonest upcoming expiry, and those expired or due within 30 days. */
const DOCUMENTS = `left join lateral (
  select min(d.expiry_date) filter (where d.expiry_date >= current_date) as nearest_expiry,
    coalesce(json_agg(json_build_object('id', d.id, 'customer_id', d.customer_id, 'title', d.title,
        'expiry_date', d.expiry_date, 'file_id', d.file_id, 'file_name', f.name) order by d.expiry_date, d.id)
      filter (where d.expiry_date <= current_date + ${Number(EXPIRY_THRESHOLDS.critical)}), '[]'::json)
      as expiring_documents
  from customer_documents d left join files f on f.id = d.file_id
  where d.customer_id = p.id) ds on true`;

/**
 * After `from (…) p` (the customer's columns): its documents `ds`, then its fields under their
 * JSON names as the lateral row `item`. A page reads `json_agg(item …)`; a selection's CSV reads
 * `item.*`, plain columns. PostgreSQL turns such a row into JSON for less than
 * json_build_object costs with the same names and values, and sends plain columns for less still.
 */
export const ITEM_JOINS = `${DOCUMENTS} cross join lateral (select ${COLUMNS.map(
  (c) => `${c.endsWith('_at') ? epochMs(`p.${c}`) : `p.${c}`} as ${c}`,
).join(', ')}, ds.nearest_expiry, ds.expiring_documents) item`;

/** The JSON of one row of ITEM_JOINS. */
export const ITEM_JSON = 'item';

export function toListItem(item: JsonItem): CustomerListItem {
  return withFields(toBase(item), {
    nearest_expiry: item.nearest_expiry,
    expiring_documents: item.expiring_documents.map(toDocument),
  });
}

const ITEMS_OF_IDS = `select item.*
  from (select ${COLUMNS_SQL} from customers c where c.id = any(?::bigint[])) p ${ITEM_JOINS}
  order by p.id`;

/** The list's rows of `ids` (those that exist), in id order, as a page of the list shows them. */
export async function customerListItems(
  db: Knex,
  ids: readonly number[],
): Promise<CustomerListItem[]> {
  if (ids.length === 0) return [];
  const { rows } = await prepared<{ rows: JsonItem[] }>(db, ITEMS_OF_IDS, [ids as number[]]);
  return rows.map(toListItem);
}
