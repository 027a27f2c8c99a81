import type { Asset, AssetBodyInput, AssetListResponse } from '@trellis/contracts';
import type { TestApp } from '../helpers/test-app';
import { getList, type ListQuery } from '../helpers/list-call';

export interface AssetFixture {
  t: TestApp;
  cookie: string;
}

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

/** POST /api/assets (no id) or PUT /api/assets/:id with a JSON body. */
export function sendAsset({ t, cookie }: AssetFixture, payload: unknown, id?: number | string) {
  return t.app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/assets' : `/api/assets/${id}`,
    payload: payload as Record<string, unknown>,
    headers: { cookie },
  });
}

export async function createAsset(
  fixture: AssetFixture,
  overrides: Partial<Record<keyof AssetBodyInput, unknown>> = {},
): Promise<Asset> {
  const response = await sendAsset(fixture, assetBody(overrides));
  if (response.statusCode !== 201)
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as Asset;
}

export function getAsset({ t, cookie }: AssetFixture, id: number | string) {
  return t.app.inject({ method: 'GET', url: `/api/assets/${id}`, headers: { cookie } });
}

export function deleteAsset({ t, cookie }: AssetFixture, id: number | string) {
  return t.app.inject({ method: 'DELETE', url: `/api/assets/${id}`, headers: { cookie } });
}

/** GET /api/assets with a query, asserting 200. */
export function listAssets({ t, cookie }: AssetFixture, query: ListQuery = {}) {
  return getList<AssetListResponse>(t, cookie, '/api/assets', query);
}
