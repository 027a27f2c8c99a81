/** The Activity page's texts, named once for the page and its tests. */
export const ACTIVITY_MESSAGES = {
  title: 'Activity',
  description: 'Every recorded change, sign-in and refused request, newest first.',
  searchLabel: 'Search activity',
  searchPlaceholder: 'Search by user, record or action',
  userLabel: 'User',
  allUsers: 'All users',
  areaLabel: 'Area',
  allAreas: 'All areas',
  actionLabel: 'Action',
  actionPlaceholder: 'Any action',
  fromLabel: 'From',
  toLabel: 'To',
  clearFilters: 'Clear filters',
  loading: 'Loading activity...',
  loadFailed: "Couldn't load the activity",
  noActivity: 'No activity matches',
  tryOtherFilters: 'Try another search or filter.',
  nothingYet: 'Nothing has been recorded yet.',
  exportCsv: 'Export CSV',
  verifyLog: 'Verify log',
  verifying: 'Verifying log...',
  verifyRegion: 'Log verification',
  verifyOk: (checked: number) =>
    `Log intact: ${checked.toLocaleString('en-US')} ${checked === 1 ? 'entry' : 'entries'} checked`,
  verifyBroken: (id: number | null) =>
    id === null
      ? 'Log altered: an entry does not match its chain'
      : `Log altered: entry #${id} does not match its chain`,
  verifyFailed: "Couldn't verify the log",
  newEntries: (count: number) => `${count} new ${count === 1 ? 'entry' : 'entries'}`,
  showNewest: 'Show newest',
  detailsOf: (id: number) => `Details of entry #${id}`,
  entryTitle: (id: number) => `Entry #${id}`,
  noChanges: 'No field changes were recorded with this entry.',
  pagesLabel: 'Activity pages',
} as const;
