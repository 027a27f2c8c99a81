import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ASSET_MESSAGES } from '@trellis/contracts';
import { useAdminSession } from '../helpers/admin-app';
import { rowsOf } from '../audit/rows-since';
import { committed, previewed } from '../imports/import-calls';
import { assetBody, createAsset, getAsset, sendAsset } from './asset-factory';

describe("an asset's serial number", () => {
  const fixture = useAdminSession();

  it('is kept, optional, and never given to two assets (in any case)', async () => {
    const laptop = await createAsset(fixture, { serial_no: ' PF-3XK9A ' });
    assert.equal(laptop.serial_no, 'PF-3XK9A');
    assert.equal((await createAsset(fixture, { serial_no: '' })).serial_no, null);

    const twin = await sendAsset(fixture, assetBody({ serial_no: 'pf-3xk9a' }));
    assert.equal(twin.statusCode, 409, twin.body);
    assert.deepEqual(twin.json().details, [
      { path: 'serial_no', message: ASSET_MESSAGES.serialTaken },
    ]);
    const other = await createAsset(fixture, { serial_no: 'ZZ-1' });
    const moved = await sendAsset(fixture, assetBody({ serial_no: 'PF-3XK9A' }), other.id);
    assert.equal(moved.statusCode, 409);
    assert.equal((await getAsset(fixture, other.id)).json().serial_no, 'ZZ-1');
  });

  it('names an asset on a second import, which updates it instead of doubling it', async () => {
    const { t, cookie } = fixture;
    const file = [
      'Asset,Serial,Category,Purchased,Price,Site',
      'Dell Latitude,DL-001,Laptop,2025-01-15,999,Office A',
      'Pixel 8,,Mobile,2025-02-01,450,Office B',
    ].join('\n');
    const first = await previewed(t, cookie, 'assets', file);
    assert.deepEqual(first.import.counts, { rows: 2, create: 2, update: 0, errors: 0 });
    assert.equal(first.rows[0]!.values.status, 'Active');
    await committed(t, cookie, first.import.id);

    const again = await previewed(
      t,
      cookie,
      'assets',
      'Asset,Serial,Purchased,Price,Site\nDell Latitude 7440,dl-001,2025-01-15,999,Office C\n',
    );
    assert.deepEqual(again.import.counts, { rows: 1, create: 0, update: 1, errors: 0 });
    const { rows } = await rowsOf(t, () => committed(t, cookie, again.import.id));
    assert.deepEqual(
      rows.map((r) => r.action),
      ['asset.updated', 'assets.imported'],
    );
    const stored = await t.db('assets').whereRaw('lower(serial_no) = ?', ['dl-001']);
    assert.equal(stored.length, 1);
    assert.equal(stored[0].name, 'Dell Latitude 7440');
    assert.equal(stored[0].location, 'Office C');
    assert.equal(stored[0].value, '999.00');
  });
});
