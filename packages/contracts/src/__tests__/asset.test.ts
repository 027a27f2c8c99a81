import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ASSET_LIST_DEFAULTS,
  ASSET_STAT_TILES,
  ASSET_STATUS_FILTER_LABELS,
  ASSET_TABLE_COLUMNS,
  ASSET_TYPE_FILTER_LABELS,
  assetBodySchema,
  assetFormDefaults,
  assetListQuerySchema,
  assetSchema,
  assetToFormValues,
  realtimeEventSchema,
  REALTIME_EVENTS,
} from '../index';

const valid = {
  name: 'Dell OptiPlex 7090',
  type: 'Desktop',
  assignee: ' John Smith ',
  assignee_user_id: '',
  location: 'Office A',
  status: 'Active',
  purchase_date: '2024-01-15',
  value: '1200',
  currency: 'USD',
};

const messages = (input: unknown) => {
  const result = assetBodySchema.safeParse(input);
  assert.equal(result.success, false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('asset body', () => {
  it('parses the form: trimmed text, value as 2 decimals, no link as null', () => {
    assert.deepEqual(assetBodySchema.parse(valid), {
      ...valid,
      serial_no: null,
      assignee: 'John Smith',
      assignee_user_id: null,
      value: '1200.00',
    });
  });

  it('takes a linked account id as a number or numeric string; empty optionals are null', () => {
    const parsed = assetBodySchema.parse({
      ...valid,
      assignee: '',
      location: '',
      assignee_user_id: '7',
    });
    assert.equal(parsed.assignee_user_id, 7);
    assert.equal(parsed.assignee, null);
    assert.equal(parsed.location, null);
  });

  it('names each bad field in its own words', () => {
    assert.deepEqual(
      messages({ ...valid, name: ' ', type: 'Tablet', status: '', purchase_date: '2024-02-30' }),
      {
        name: 'Asset Name is required',
        type: 'Type must be one of: Desktop, Laptop, Mobile',
        status: 'Status is required',
        purchase_date: 'Purchase Date must be a date (YYYY-MM-DD)',
      },
    );
    assert.deepEqual(messages({ ...valid, value: '-1', currency: 'JPY' }), {
      value: 'Value cannot be negative',
      currency: 'Currency must be one of: EUR, USD, GBP',
    });
    assert.deepEqual(messages({ ...valid, value: '12.345' }), {
      value: 'Value can have at most 2 decimals',
    });
    assert.deepEqual(messages({ ...valid, assignee_user_id: -3 }), {
      assignee_user_id: 'The selected assignee does not exist',
    });
    assert.deepEqual(messages({ ...valid, assignee_user_id: 2 ** 31 }), {
      assignee_user_id: 'The selected assignee does not exist',
    });
  });

  it('round-trips a saved asset through the edit form', () => {
    const saved = assetSchema.parse({
      id: 3,
      ...valid,
      serial_no: 'PF-3XK9A',
      assignee: null,
      assignee_user_id: null,
      assignee_user: null,
      location: null,
      value: '1200.00',
      created_at: '2026-11-23T09:00:00.000Z',
      updated_at: '2026-11-23T09:00:00.000Z',
    });
    const form = assetToFormValues(saved);
    assert.equal(form.assignee, '');
    assert.equal(form.serial_no, 'PF-3XK9A');
    assert.deepEqual(assetBodySchema.parse(form), {
      ...valid,
      serial_no: 'PF-3XK9A',
      assignee: null,
      location: null,
      assignee_user_id: null,
      value: '1200.00',
    });
  });

  it('starts a new form as an active laptop in dollars, bought today', () => {
    const form = assetFormDefaults('2026-11-23');
    assert.equal(form.purchase_date, '2026-11-23');
    assert.deepEqual([form.type, form.status, form.currency], ['Laptop', 'Active', 'USD']);
  });
});

describe('asset list query and texts', () => {
  it('defaults to every type and status, newest first, 10 a page', () => {
    assert.deepEqual(assetListQuerySchema.parse({}), {
      page: 1,
      limit: 10,
      search: '',
      type: 'all',
      status: 'all',
      sort: 'created_at',
      order: 'desc',
    });
    assert.equal(ASSET_LIST_DEFAULTS.limit, 10);
  });

  it('refuses a type or status outside the lists', () => {
    assert.equal(assetListQuerySchema.safeParse({ type: 'Tablet' }).success, false);
    assert.equal(assetListQuerySchema.safeParse({ status: 'Lost' }).success, false);
    assert.equal(assetListQuerySchema.parse({ type: 'Mobile' }).type, 'Mobile');
  });

  it('keeps the spec’s labels verbatim', () => {
    assert.equal(ASSET_TYPE_FILTER_LABELS.all, 'All Types');
    assert.equal(ASSET_STATUS_FILTER_LABELS.all, 'All Status');
    assert.deepEqual(
      ASSET_STAT_TILES.map((t) => t.label),
      ['Total Assets', 'Active', 'Maintenance', 'Total Value'],
    );
    assert.deepEqual(
      [...ASSET_TABLE_COLUMNS],
      ['Asset', 'Assignee', 'Location', 'Status', 'Value', 'Purchase Date', 'Actions'],
    );
  });

  it('has a payload schema for each asset event', () => {
    for (const event of [
      REALTIME_EVENTS.assetCreated,
      REALTIME_EVENTS.assetUpdated,
      REALTIME_EVENTS.assetDeleted,
    ]) {
      const schema = realtimeEventSchema(event)!;
      assert.ok(schema.safeParse({ id: 1, name: 'X', type: 'Laptop', status: 'Active' }).success);
      assert.equal(schema.safeParse({ id: 1, name: 'X' }).success, false);
    }
  });
});
