// The Leaves page's own words beyond the contracts' (the filters, the views, the month).

export const LEAVES_TEXTS = {
  engineerLabel: 'Engineer',
  allEngineers: 'All engineers',
  datesLabel: 'Dates',
  fromLabel: 'From',
  toLabel: 'To',
  viewLabel: 'View',
  listView: 'List',
  monthView: 'Month',
  monthCaption: (month: string) => `Leave, ${month}`,
  monthLoading: 'Loading leave...',
  monthEmpty: 'No one is off this month',
  monthEmptyFiltered: 'Try another name or engineer.',
  monthEmptyHint: 'Approved and pending leave shows here.',
  approvedDays: 'Approved days',
  pendingDays: 'Pending days',
  approvedLegend: 'Approved',
  pendingLegend: 'Pending',
  legendLabel: 'Key',
  cellRead: (leaveType: string, status: string) => `${leaveType}, ${status.toLowerCase()}`,
  tooMany:
    'This month has more requests than can be shown at once: choose an engineer or search by name to see them all.',
} as const;
