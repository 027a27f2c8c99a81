import type { Currency } from '../common/currency';

// The asset screen's enums, texts and defaults (issue 12). Zod-free.

export const ASSET_TYPES = ['Desktop', 'Laptop', 'Mobile'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const ASSET_STATUSES = ['Active', 'Maintenance', 'Retired'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** Types and statuses are shown as they are named. */
const namedAsIs = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as Record<V, V>;

/** The type filter: 'all' or one type, with its labels. */
export const ASSET_TYPE_FILTERS = ['all', ...ASSET_TYPES] as const;
export type AssetTypeFilter = (typeof ASSET_TYPE_FILTERS)[number];
export const ASSET_TYPE_FILTER_LABELS: Record<AssetTypeFilter, string> = {
  all: 'All Types',
  ...namedAsIs(ASSET_TYPES),
};

/** The status filter: 'all' or one status, with its labels. */
export const ASSET_STATUS_FILTERS = ['all', ...ASSET_STATUSES] as const;
export type AssetStatusFilter = (typeof ASSET_STATUS_FILTERS)[number];
export const ASSET_STATUS_FILTER_LABELS: Record<AssetStatusFilter, string> = {
  all: 'All Status',
  ...namedAsIs(ASSET_STATUSES),
};

/** Assets are listed 10 to a page. */
export const ASSETS_PAGE_SIZE = 10;

/**
 * Texts of the asset screen: the product's fixed wording first, then our own for situations it
 * has no text for.
 */
export const ASSET_MESSAGES = {
  title: 'Asset Management',
  addAsset: 'Add Asset',
  // Our own wording.
  searchPlaceholder: 'Search by name, assignee or location...',
  editAsset: 'Edit Asset',
  createAsset: 'Create Asset',
  updateAsset: 'Update Asset',
  saving: 'Saving...',
  cancel: 'Cancel',
  delete: 'Delete',
  edit: 'Edit',
  deleteConfirm: 'Are you sure you want to delete this asset?',
  serialTaken: 'Another asset has this serial number',
  noAssets: 'No assets found matching your criteria.',
  loadFailed: 'Failed to load assets',
  saveFailed: 'Failed to save asset',
  deleteFailed: 'Failed to delete asset',
  assigneeNotFound: 'The selected assignee does not exist',
  noAssigneeLink: 'Not linked to an account',
  assigneeSearchPlaceholder: 'Link to a system user or engineer...',
  assigneeSearchLabel: 'Find an account',
  created: 'Asset created successfully',
  updated: 'Asset updated successfully',
  deleted: 'Asset deleted successfully',
} as const;

/** The stat cards in order: the stat each shows and its label. */
export const ASSET_STAT_TILES = [
  { key: 'total', label: 'Total Assets' },
  { key: 'active', label: 'Active' },
  { key: 'maintenance', label: 'Maintenance' },
  { key: 'total_value', label: 'Total Value' },
] as const;

/** The table's column headers, in order. */
export const ASSET_TABLE_COLUMNS = [
  'Asset',
  'Assignee',
  'Location',
  'Status',
  'Value',
  'Purchase Date',
  'Actions',
] as const;

/** The form's labels, used in its validation messages ("Asset Name is required"). */
export const ASSET_FIELD_LABELS = {
  name: 'Asset Name',
  serial_no: 'Serial Number',
  type: 'Type',
  assignee: 'Assignee',
  assignee_user_id: 'Linked Account',
  location: 'Location',
  status: 'Status',
  purchase_date: 'Purchase Date',
  value: 'Value',
  currency: 'Currency',
} as const;

/** A new asset's defaults; the screen's former fixed Total Value was in dollars. */
export const ASSET_FORM_DEFAULTS = {
  type: 'Laptop',
  status: 'Active',
  currency: 'USD',
} as const satisfies { type: AssetType; status: AssetStatus; currency: Currency };
