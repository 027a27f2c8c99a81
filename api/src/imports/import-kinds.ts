import { displayCode, type ImportKind } from '@trellis/contracts';
import { customerLabel } from '../services/customer-audit';
import { holidayLabel } from '../services/holiday-audit';

/** A field as the kind's table stores it: its column and the SQL type its text is cast to. */
interface StoredField {
  key: string;
  cast?: string;
}

/** How a kind's staged rows become records: its table, its fields, its key and its trail. */
export interface ImportTarget {
  table: string;
  /** The fields written, by the names the kind's row schema gives them (also the columns). */
  fields: readonly StoredField[];
  /** A row's natural key from its validated values, lower case (null: none). */
  keyOf(values: Record<string, unknown>): string | null;
  /** The record's natural key as SQL over `t` (the table), compared with the staged `key`. */
  keySql: string;
  /** The audit trail's entity and actions, as a single create or edit records them. */
  entity: string;
  created: string;
  updated: string;
  /** How the trail labels a record from its stored row. */
  label(row: Record<string, unknown>): string;
  /** The event a single create sends, for the list pages watching it. */
  createdEvent: string;
  updatedEvent: string;
  /** The event's payload for a record, from its stored row. */
  eventData(row: Record<string, unknown>): Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');

export const IMPORT_TARGETS: Readonly<Record<ImportKind, ImportTarget>> = {
  customers: {
    table: 'customers',
    fields: [
      { key: 'name' },
      { key: 'type' },
      { key: 'company_reg_no' },
      { key: 'vat_no' },
      { key: 'address' },
      { key: 'account_email' },
      { key: 'status' },
    ],
    keyOf: (values) => text(values.account_email) || null,
    keySql: 'lower(t.account_email)',
    entity: 'customer',
    created: 'customer.created',
    updated: 'customer.updated',
    label: (row) => customerLabel(row as { id: number; name: string }),
    createdEvent: 'customer:created',
    updatedEvent: 'customer:updated',
    eventData: (row) => ({
      id: row.id,
      name: row.name,
      code: displayCode('customer', Number(row.id)),
    }),
  },
  holidays: {
    table: 'holidays',
    fields: [{ key: 'title' }, { key: 'type' }, { key: 'country' }, { key: 'date', cast: 'date' }],
    keyOf: (values) =>
      values.country && values.date ? `${text(values.country)}|${String(values.date)}` : null,
    keySql: "lower(t.country) || '|' || to_char(t.date, 'YYYY-MM-DD')",
    entity: 'holiday',
    created: 'holiday.created',
    updated: 'holiday.updated',
    label: (row) => holidayLabel(row as unknown as Parameters<typeof holidayLabel>[0]),
    createdEvent: 'holiday:created',
    updatedEvent: 'holiday:updated',
    eventData: (row) => ({ id: row.id, title: row.title, country: row.country, date: row.date }),
  },
};
