/** The largest file an import takes when `IMPORT_MAX_MB` does not say. */
export const IMPORT_MAX_MB_DEFAULT = 50;
/** At most this many columns are read; a file with more is refused. */
export const IMPORT_MAX_COLUMNS = 200;
/** The longest cell an import reads; a longer one makes its row an error. */
export const IMPORT_MAX_CELL = 10_000;
/** How many rows the preview shows as they will be stored. */
export const IMPORT_PREVIEW_ROWS = 20;
/** Errors per page of an import's answer. */
export const IMPORT_ERRORS_PAGE = 50;

const count = (n: number) => n.toLocaleString('en-GB');

export const IMPORT_MESSAGES = {
  notAFile: 'Choose a CSV or Excel (.xlsx) file to import',
  empty: 'The file has no rows to import',
  noHeader: 'The first row must name the columns',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB`,
  tooManyColumns: (n: number, max: number) =>
    `The file has ${count(n)} columns; at most ${count(max)} can be imported`,
  cellTooLong: (max: number) => `A cell is longer than ${count(max)} characters`,
  notReadable: 'The file could not be read as CSV or Excel (.xlsx)',
  unsafeWorkbook: 'The workbook unpacks to far more than its size: it cannot be imported',
  duplicateInFile: (line: number) => `The same record is on line ${line} of the file`,
  missingRequired: (label: string) => `${label} is required`,
  mappingUnknownField: 'A column is mapped to a field this list does not have',
  mappingRequired: (labels: string[]) => `Map a column to ${labels.join(', ')}`,
  hasErrors: (n: number) =>
    `${count(n)} ${n === 1 ? 'row has an error' : 'rows have errors'}: fix the file, or import the valid rows only`,
  notReady: 'This import is not waiting to be committed',
  notRunning: 'This import has already ended',
  oneAtATime: 'Another import into this list is running; wait for it to finish',
  interrupted: 'The import stopped when the server restarted; nothing was written',
  cancelled: 'The import was cancelled; nothing was written',
  previewExpired:
    'The preview waited a day without being imported, so it was closed; nothing was written',
  nothingToImport: 'No valid rows to import',
  noSuchSheet: (name: string) => `The workbook has no sheet named ${name}`,
  notInvitable: 'Only a finished import of engineers sends invitations',
  invitationsSent: 'The invitations of this import have been sent already',
  customerNotFound: (named: string) => `No customer has the account email or code ${named}`,
  customerNameToCreate: (named: string) =>
    `No customer has the account email ${named}: give its Customer Name to create it`,
} as const;

/** The header of the extra column of an import's error report. */
export const IMPORT_ERROR_COLUMN = 'Error';
