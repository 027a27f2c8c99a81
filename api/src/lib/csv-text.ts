// CSV text as the exports write it: comma-separated, a line per record ending in \n, a cell in
// double quotes when it holds a comma, a quote or a line break (its quotes doubled), and a cell
// that a spreadsheet would run as a formula prefixed with a quote. The output is csv-stringify's
// with `escape_formulas` (api/test/system/csv-text.test.ts holds the two equal on random rows),
// written for the one case the exports need: csv-stringify allocates three objects a cell, which
// made it the largest part of a 100-row export's CPU (0.42 of 1.35 ms for 36 columns).

/** A cell beginning with one of these runs as a formula: =, +, -, @, tab, CR, full-width forms. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\n\r]/;

/** A value as its cell's text: numbers as written, true as 1, false and nothing as empty. */
function textOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? '1' : '';
    case 'object':
      if (value === null) return '';
      return value instanceof Date ? String(value.getTime()) : JSON.stringify(value);
    default:
      return '';
  }
}

/** One cell's CSV text. A number stays a number: its minus sign is not a formula. */
export function csvCell(value: unknown): string {
  let text = textOf(value);
  if (text === '') return text;
  const quoted = NEEDS_QUOTES.test(text);
  if (typeof value !== 'number' && typeof value !== 'bigint' && FORMULA_START.test(text)) {
    text = `'${text}`;
  }
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record's line, its line break included. */
export function csvLine(values: readonly unknown[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) line += ',';
    line += csvCell(values[i]);
  }
  return `${line}\n`;
}
