import type { Asset } from '@trellis/contracts';
import { epochMs } from './lead-rows';
import { withFields } from '../lib/with-fields';
import { isoFromEpoch } from '../lib/iso-time';

// An asset as SQL answers it (one JSON object per asset, built by ASSET_JSON from `assets a`
// and its linked account `users u`) and its mapping to the contract's shape. The list and the
// single read share both, so the two cannot drift apart.

export const ASSET_FROM = 'assets a left join users u on u.id = a.assignee_user_id';

/** One asset as a JSON object. Named columns only: the statements using it are prepared. */
export const ASSET_JSON = `json_build_object('id', a.id, 'name', a.name, 'serial_no', a.serial_no, 'type', a.type,
  'assignee', a.assignee, 'assignee_user_id', a.assignee_user_id, 'location', a.location,
  'status', a.status, 'purchase_date', a.purchase_date, 'value', a.value::text,
  'currency', a.currency, 'assignee_user', case when u.id is not null then
    json_build_object('id', u.id, 'name', u.username, 'email', u.email, 'role', u.role) end,
  'created_at', ${epochMs('a.created_at')}, 'updated_at', ${epochMs('a.updated_at')})`;

export type AssetJson = Omit<Asset, 'created_at' | 'updated_at'> & {
  created_at: number;
  updated_at: number;
};

export function toAsset(row: AssetJson): Asset {
  return withFields(row, {
    created_at: isoFromEpoch(row.created_at),
    updated_at: isoFromEpoch(row.updated_at),
  });
}
