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
export const DOCUMENTS = `left join lateral (
  select min(d.expiry_date) filter (where d.expiry_date >= current_date) as nearest_expiry,
    coalesce(json_agg(json_build_object('id', d.id, 'customer_id', d.customer_id, 'title', d.title,
        'expiry_date', d.expiry_date, 'file_id', d.file_id, 'file_name', f.name) order by d.expiry_date, d.id)
      filter (where d.expiry_date <= current_date + ${Number(EXPIRY_THRESHOLDS.critical)}), '[]'::json)
      as expiring_documents
  from customer_documents d left join files f on f.id = d.file_id
  where d.customer_id = p.id) ds on true`;

/** The JSON of one row `p` (the customer's columns) joined to its documents `ds`. */
export const ITEM_JSON = `json_build_object(${COLUMNS.map(
  (c) => `'${c}', ${c.endsWith('_at') ? epochMs(`p.${c}`) : `p.${c}`}`,
).join(', ')}, 'nearest_expiry', ds.nearest_expiry, 'expiring_documents', ds.expiring_documents)`;

export function toListItem(item: JsonItem): CustomerListItem {
  return withFields(toBase(item), {
    nearest_expiry: item.nearest_expiry,
    expiring_documents: item.expiring_documents.map(toDocument),
  });
}

const ITEMS_OF_IDS = `select coalesce(json_agg(${ITEM_JSON} order by p.id), '[]'::json) as items
  from (select ${COLUMNS_SQL} from customers c where c.id = any(?::bigint[])) p ${DOCUMENTS}`;

/** The list's rows of `ids` (those that exist), in id order, as a page of the list shows them. */
export async function customerListItems(
  db: Knex,
  ids: readonly number[],
): Promise<CustomerListItem[]> {
  if (ids.length === 0) return [];
  const { rows } = await prepared<{ rows: { items: JsonItem[] }[] }>(db, ITEMS_OF_IDS, [
    ids as number[],
  ]);
  return rows[0]!.items.map(toListItem);
}
