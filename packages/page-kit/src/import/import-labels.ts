// What the import dialog says. Kept here, beside the dialog that alone uses them, rather than
// in the shared contracts: the contracts load with every app's first screen, the dialog on its
// first use.

const count = (n: number) => n.toLocaleString('en-GB');
const rows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

export const IMPORT_LABELS = {
  open: 'Import',
  title: (noun: string) => `Import ${noun}`,
  steps: 'Import steps',
  stepNames: ['Choose a file', 'Check the columns', 'Import'],
  file: 'File to import',
  fileHint: 'CSV or Excel (.xlsx), with the column names on the first row',
  dropHere: 'Drop a CSV or Excel file here, or choose one below',
  template: 'Download template',
  validOnly: 'Import the valid rows only',
  validOnlyHint: 'When off, nothing is imported while any row has an error.',
  uploading: (fileName: string) => `Uploading ${fileName}…`,
  reading: 'Reading the file…',
  rowsRead: (n: number) => `${rows(n)} read`,
  sheet: 'Sheet',
  sheetHint: 'The workbook has several sheets: choose the one to import.',
  mappingTitle: 'Columns',
  mappingHint: 'Choose the field each column of the file goes to.',
  mappingColumns: { column: 'Column in the file', field: 'Imported as' },
  ignoreColumn: 'Ignore this column',
  unnamedColumn: (n: number) => `Column ${n}`,
  requiredField: (label: string) => `${label} (required)`,
  mappingChanged: 'The columns changed: check the file again to see what would be imported.',
  checkAgain: 'Check again',
  checkFirst: 'Check the file again with the new columns before importing',
  counts: (create: number, update: number, errors: number) =>
    `${count(create)} to create, ${count(update)} to update, ${count(errors)} with errors`,
  alsoCreates: (n: number, noun: { one: string; many: string }) =>
    `It also creates ${count(n)} new ${n === 1 ? noun.one : noun.many} the file names`,
  previewTitle: (n: number) => `The first ${rows(n)} as they will be imported`,
  line: 'Line',
  action: 'Action',
  actions: { create: 'Create', update: 'Update' },
  errorsTitle: (n: number) => `Problems (${count(n)})`,
  errorColumns: { line: 'Line', column: 'Column', message: 'Problem' },
  errorsPages: 'Pages of problems',
  errorsPage: (from: number, to: number, total: number) =>
    `${count(from)}–${count(to)} of ${count(total)}`,
  downloadErrors: 'Download the rows with errors (CSV)',
  chooseAnother: 'Choose another file',
  commit: (n: number, noun: { one: string; many: string }) =>
    `Import ${count(n)} ${n === 1 ? noun.one : noun.many}`,
  importing: (n: number, noun: { one: string; many: string }) =>
    `Importing ${count(n)} ${n === 1 ? noun.one : noun.many}…`,
  progress: (done: number, total: number) => `${count(done)} of ${count(total)} written`,
  cancelImport: 'Cancel import',
  cancelling: 'Cancelling…',
  resultTitle: 'Import finished',
  result: (created: number, updated: number) =>
    `${count(created)} created, ${count(updated)} updated`,
  finished: (list: string, created: number, updated: number) =>
    `${list} imported: ${count(created)} created, ${count(updated)} updated`,
  skipped: (n: number) => `${rows(n)} with errors left out`,
  failedTitle: 'Nothing was imported',
  failed: 'The import failed; nothing was written',
  startOver: 'Start over',
  importAnother: 'Import another file',
  cancel: 'Cancel',
  close: 'Close',
  showImported: (n: number, noun: { one: string; many: string }) =>
    n === 1 ? `Show the imported ${noun.one}` : `Show the ${count(n)} imported ${noun.many}`,
  invitationsWaiting: (n: number) =>
    `${count(n)} new ${n === 1 ? 'engineer has' : 'engineers have'} not been sent an invitation yet.`,
  sendInvitations: 'Send invitations',
  sendingInvitations: 'Sending…',
  invitationsSent: (n: number) => `${count(n)} ${n === 1 ? 'invitation' : 'invitations'} sent`,
  invitationsSentBefore: 'The invitations of this import have been sent.',
  invitationsFailed: 'The invitations could not be sent; try again',
  uploadFailed: 'The file could not be uploaded; try again',
  commitFailed: 'The import could not be started; try again',
} as const;
