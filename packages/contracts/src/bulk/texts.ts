/** Up to this many records a bulk action runs at once, in one transaction; beyond, as a job. */
export const BULK_INLINE_LIMIT = 500;
/** How many records a bulk job takes per transaction, and how often it reports progress. */
export const BULK_BATCH_SIZE = 500;
/** The undo window when `UNDO_MINUTES` does not set one. */
export const BULK_UNDO_MINUTES_DEFAULT = 10;
/** The longest list filter a selection may carry (a list's address parameters). */
export const BULK_FILTER_MAX = 2000;
/** The most ids a selection's CSV takes in its address; more are chosen by filter. */
export const SELECTION_EXPORT_MAX_IDS = 1000;

const count = (n: number) => n.toLocaleString('en-GB');
const records = (n: number) => `${count(n)} ${n === 1 ? 'record' : 'records'}`;

/** What the selection bar, its dialogs and the result say. */
export const BULK_LABELS = {
  selectRow: (name: string) => `Select ${name}`,
  selectPage: 'Select every row on this page',
  selected: (n: number) => `${count(n)} selected`,
  allMatchingSelected: (n: number) => `All ${records(n)} matching this filter are selected`,
  selectAllMatching: (n: number) => `Select all ${count(n)} matching this filter`,
  pageSelected: (n: number) => `All ${records(n)} on this page are selected.`,
  clear: 'Clear selection',
  actions: 'Bulk actions',
  apply: 'Apply',
  cancel: 'Cancel',
  cancelJob: 'Stop',
  close: 'Close',
  undo: 'Undo',
  exportSelection: 'Export selection (CSV)',
  downloadFailures: 'Download failures (CSV)',
  progress: (done: number, total: number) => `${count(done)} of ${count(total)} done`,
  resultTitle: 'Bulk action finished',
  failuresTitle: 'Not changed',
  failureColumns: { record: 'Record', reason: 'Reason' },
} as const;

export const BULK_MESSAGES = {
  done: (succeeded: number, failed: number) =>
    failed === 0
      ? `${records(succeeded)} changed.`
      : `${records(succeeded)} changed; ${count(failed)} could not be.`,
  started: (total: number) => `Working on ${records(total)}…`,
  cancelled: (succeeded: number) => `Stopped: ${records(succeeded)} changed before it stopped.`,
  undone: (restored: number, refused: number) =>
    refused === 0
      ? `Undone: ${records(restored)} restored.`
      : `Undone: ${records(restored)} restored; ${count(refused)} changed since and left as they are.`,
  changedSince: 'Changed since the bulk action, so it was left as it is',
  goneSince: 'Deleted since the bulk action',
  takenSince: 'Its number or key has been taken since the bulk action, so it was not restored',
  parentGoneSince:
    'A record it belongs to was deleted since the bulk action, so it was not restored',
  undoClosed: 'This bulk action can no longer be undone',
  notUndoable: 'This bulk action cannot be undone',
  notYours: 'Only the person who ran a bulk action can undo or stop it',
  stillRunning: 'Wait for the bulk action to finish before undoing it',
  notRunning: 'This bulk action is not running',
  selectionNeeded: 'Choose the records: send ids or a filter, not both',
  unknownAction: 'Unknown bulk action',
  noMatch: 'Nothing matches this selection',
  confirmDelete: (n: number) => `Delete ${records(n)}? You can undo it for a few minutes.`,
} as const;
