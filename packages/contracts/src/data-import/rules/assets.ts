import { ASSET_FIELD_LABELS as L } from '../../asset/texts';
import { field, type ImportKindRule } from './rule';

// The asset form's fields by its labels, but the linked account (an id, which a spreadsheet
// does not hold). The serial number names an asset on a second import; without one, a row
// always creates an asset. Type, status and currency take the form's defaults when left out.
export const ASSETS_IMPORT: ImportKindRule = {
  label: 'Assets',
  noun: { one: 'asset', many: 'assets' },
  fields: [
    field('name', L.name, true, ['name', 'asset', 'description', 'model']),
    field('serial_no', L.serial_no, false, ['serial', 'serial no', 'serial nr', 's/n', 'sn']),
    field('type', L.type, false, ['asset type', 'kind', 'category']),
    field('assignee', L.assignee, false, ['assigned to', 'owner', 'user']),
    field('location', L.location, false, ['site', 'office']),
    field('status', L.status, false),
    field('purchase_date', L.purchase_date, true, ['purchased', 'bought', 'date']),
    field('value', L.value, true, ['price', 'cost', 'amount']),
    field('currency', L.currency, false),
  ],
  key: ['serial_no'],
  permission: 'create',
};
