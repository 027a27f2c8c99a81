import type { AuditChange, Asset } from '@trellis/contracts';
import { fieldChanges, type AuditField } from './audit-changes';

/** `ThinkPad X1 Carbon`: an asset is shown by its name. */
export const assetLabel = (a: Pick<Asset, 'name'>) => a.name;

/** The asset form's fields; a linked account as its name and email, like everywhere it shows. */
const FIELDS: readonly AuditField<Asset>[] = [
  'name',
  'serial_no',
  'type',
  'assignee',
  {
    field: 'assignee_account',
    read: (a) => (a.assignee_user ? `${a.assignee_user.name} <${a.assignee_user.email}>` : null),
  },
  'location',
  'status',
  'purchase_date',
  'value',
  'currency',
];

/** What differs between two states of an asset (null: not there): a create sets, a delete had. */
export const assetChanges = (before: Asset | null, after: Asset | null): AuditChange[] =>
  fieldChanges(before, after, FIELDS);
