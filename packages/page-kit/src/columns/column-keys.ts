// How a table's columns are named in the address (`?hide=city,email`) and in a saved view's
// `hidden_columns`, and which of them a reader may hide.
import { HIDDEN_COLUMNS_PARAM } from '@trellis/contracts';

/** What naming and hiding a column reads of it: a `DataColumn` is one. */
export interface ColumnChoice {
  header: string;
  /** The column's name in the address; derived from the header when absent. */
  key?: string;
  /** Left out for this reader whatever the address says (a column they may not use). */
  hidden?: boolean;
}

/** A column as a page lists it for the Columns menu: its header alone, or more. */
export type ColumnChoiceInput = string | ColumnChoice;

const KEY_MAX = 40;
// The saved view's rule for a column key, so whatever the address holds can be saved.
const KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export const columnChoice = (column: ColumnChoiceInput): ColumnChoice =>
  typeof column === 'string' ? { header: column } : column;

/**
 * The column's key: its own, else its header in lower case with runs of other characters as
 * `_` ("Customer Type" is `customer_type`). Undefined when that is not a valid key (a header
 * that does not start with a letter): such a column needs its own key to be hidden.
 */
export function columnKey({ header, key }: ColumnChoice): string | undefined {
  const derived =
    key ??
    header
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, KEY_MAX)
      .replace(/_+$/, '');
  return KEY_PATTERN.test(derived) ? derived : undefined;
}

/**
 * The columns a reader may hide, with their keys: not one left out for them anyway, not one
 * without a header (tick boxes, row actions), and not the first headed one, which names the
 * record, so a row always says whose it is and the table never loses every column.
 */
export function hideableColumns(
  columns: readonly ColumnChoiceInput[],
): { header: string; key: string }[] {
  const headed = columns.map(columnChoice).filter((column) => !column.hidden && column.header);
  return headed.slice(1).flatMap((column) => {
    const key = columnKey(column);
    return key ? [{ header: column.header, key }] : [];
  });
}

/** The column keys in a `hide` value, valid ones only. */
export const parseHiddenColumns = (value: string | null): string[] =>
  (value ?? '').split(',').filter((key) => KEY_PATTERN.test(key));

/** The hidden column keys an address names. */
export const hiddenColumnsOf = (params: URLSearchParams): string[] =>
  parseHiddenColumns(params.get(HIDDEN_COLUMNS_PARAM));

/** The address with these columns hidden: the keys sorted and once each, none when empty. */
export function withHiddenColumns(
  params: URLSearchParams,
  keys: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  const sorted = [...new Set(keys)].filter((key) => KEY_PATTERN.test(key)).sort();
  if (sorted.length > 0) next.set(HIDDEN_COLUMNS_PARAM, sorted.join(','));
  else next.delete(HIDDEN_COLUMNS_PARAM);
  return next;
}
