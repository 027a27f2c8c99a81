import { BULK_LABELS, type BulkFailure } from '@trellis/contracts';

// A cell a spreadsheet would run as a formula gets a leading quote, as every export of ours does.
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string) => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The records a run could not change, as CSV: a header line, then one record and reason each. */
export function failuresCsv(failures: readonly BulkFailure[]): string {
  const { record, reason } = BULK_LABELS.failureColumns;
  const lines = [[record, reason], ...failures.map((f) => [f.label, f.reason])];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves `csv` as a file the browser downloads. */
export function downloadCsv(csv: string, name: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
