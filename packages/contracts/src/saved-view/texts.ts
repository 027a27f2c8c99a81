// What the Views menu, its dialog and the API say about saved views.

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_QUERY_MAX = 2000;
export const SAVED_VIEW_HIDDEN_COLUMNS_MAX = 30;

export const SAVED_VIEW_MESSAGES = {
  nameTaken: 'You already have a view of this list with this name',
  notOwner: 'Only the person who saved this view can change it',
  notFound: 'View not found',
  badId: 'A saved view is named by a whole number above 0',
  saved: 'View saved',
  updated: 'View updated',
  deleted: 'View deleted',
  defaultSet: 'Default view set',
  defaultCleared: 'Default view cleared',
  fallback: 'This view uses filters you cannot apply here: the list opened without them.',
  linkCopied: 'Link to this view copied',
} as const;

export const SAVED_VIEW_LABELS = {
  menu: 'Views',
  defaultView: 'Default view',
  myViews: 'My views',
  sharedViews: 'Shared views',
  save: 'Save current view…',
  name: 'View name',
  shared: 'Share with everyone',
  makeDefault: 'Open this view from the sidebar',
  clearDefault: 'Open the list’s own view from the sidebar',
  sharedBy: (owner: string) => `shared by ${owner}`,
  columns: 'Columns',
  showAllColumns: 'Show all columns',
  copyLink: 'Copy link',
  delete: 'Delete view',
} as const;
