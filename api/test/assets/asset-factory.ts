import type { Asset, AssetBodyInput, AssetListResponse } from '@trellis/contracts';
import { createdRecord, recordCalls, type SignedInApp } from '../helpers/record-calls';

export type AssetFixture = SignedInApp;

/** A complete, valid body as the asset form sends it (the value as the number input's text). */
export function assetBody(
  overrides: Partial<Record<keyof AssetBodyInput, unknown>> = {},
): Record<string, unknown> {
  return {
    name: 'ThinkPad X1 Carbon',
    type: 'Laptop',
    assignee: 'Jane Doe',
    assignee_user_id: '',
    location: 'Office A',
    status: 'Active',
    purchase_date: '2025-03-10',
    value: '1450.5',
    currency: 'EUR',
    ...overrides,
  };
}

export const {
  send: sendAsset,
  get: getAsset,
  remove: deleteAsset,
  list: listAssets,
} = recordCalls<AssetListResponse>('/api/assets');

export async function createAsset(
  fixture: AssetFixture,
  overrides: Partial<Record<keyof AssetBodyInput, unknown>> = {},
): Promise<Asset> {
  return createdRecord<Asset>(await sendAsset(fixture, assetBody(overrides)));
}
