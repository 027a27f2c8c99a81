import { assetLabel } from '../../services/asset-audit';
import { lowerText, type ImportTarget } from '../import-target';

export const ASSETS_TARGET: ImportTarget = {
  table: 'assets',
  fields: [
    { key: 'name' },
    { key: 'serial_no' },
    { key: 'type' },
    { key: 'assignee' },
    { key: 'location' },
    { key: 'status' },
    { key: 'purchase_date', cast: 'date' },
    { key: 'value', cast: 'numeric' },
    { key: 'currency' },
  ],
  keyOf: (values) => lowerText(values.serial_no) || null,
  keySql: 'lower(t.serial_no)',
  entity: 'asset',
  created: 'asset.created',
  updated: 'asset.updated',
  label: (row) => assetLabel(row as { name: string }),
  createdEvent: 'asset:created',
  updatedEvent: 'asset:updated',
  eventData: (row) => ({ id: row.id, name: row.name, type: row.type, status: row.status }),
};
