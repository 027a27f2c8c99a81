import {
  API_ROUTES,
  displayCode,
  type CustomerCore,
  type CustomerDocument,
} from '@trellis/contracts';
import { isoOf } from '../lib/iso-time';

/** Rows as knex returns them, and their mapping to the contracts' shapes. */
export interface CustomerRow extends CustomerCore {
  id: number;
  profile_file_id: number | null;
  created_at: Date;
  updated_at: Date;
  first_person: string | null;
  documents_count: number;
  nearest_expiry: string | null;
}

/** A customer document row with its file's name (not the form's document row). */
export interface CustomerDocumentRecord {
  id: number;
  customer_id: number;
  title: string;
  expiry_date: string | null;
  /** Null for a document imported without its file. */
  file_id: number | null;
  file_name: string | null;
}

export const toDocument = (row: CustomerDocumentRecord): CustomerDocument => ({
  id: row.id,
  title: row.title,
  expiry_date: row.expiry_date,
  file_path: row.file_id === null ? null : API_ROUTES.files(row.file_id),
  file_name: row.file_name,
});

/** A customer row's timestamps as PostgreSQL's rows give them, or as epoch ms from its JSON. */
type Stamped = Omit<CustomerRow, 'created_at' | 'updated_at' | 'nearest_expiry'> & {
  created_at: Date | number;
  updated_at: Date | number;
};

export function toBase(row: Stamped) {
  return {
    id: row.id,
    code: displayCode('customer', row.id),
    name: row.name,
    type: row.type,
    company_reg_no: row.company_reg_no,
    vat_no: row.vat_no,
    address: row.address,
    account_email: row.account_email,
    status: row.status,
    profile_image: row.profile_file_id ? API_ROUTES.files(row.profile_file_id) : null,
    first_person: row.first_person,
    documents_count: row.documents_count,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
  };
}

/** A timestamp column as epoch milliseconds, as the statements that answer JSON carry it. */
export const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * The customer's own columns, without its timestamps (named: a prepared statement must not
 * select `*`). The list and the detail statements both read them.
 */
export const CUSTOMER_COLUMNS = [
  'id',
  'name',
  'type',
  'company_reg_no',
  'vat_no',
  'address',
  'account_email',
  'status',
  'profile_file_id',
  'first_person',
  'documents_count',
] as const satisfies readonly (keyof CustomerRow)[];
