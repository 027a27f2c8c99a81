// A download cancelled half-way must give back what it held: its cursor's transaction and the
// pooled connection under it. Left open, each cancelled export kept a connection "idle in
// transaction" for good, and ten of them stopped every request of the API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { csvStream } from '../../src/lib/csv-export';
import { asAdmin } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Waits up to `ms` for `check` to hold. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 3000): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < ms; await sleep(20))
    if (await check()) return true;
  return check();
}

describe('a cancelled download', () => {
  it("closes its rows' source when the CSV stream is destroyed", async () => {
    let closed = false;
    async function* rows() {
      try {
        for (let i = 0; ; i++) yield { n: i };
      } finally {
        closed = true;
      }
    }
    const csv = csvStream(rows(), [{ key: 'n', header: 'N' }]);
    await new Promise<void>((resolve) => csv.once('data', () => resolve()));
    csv.destroy();
    assert.ok(await eventually(() => closed), 'the rows were closed');
  });

  describe('over HTTP', () => {
    let t: TestApp;
    let cookie: string;
    let origin: string;

    before(async () => {
      t = await createTestApp();
      cookie = (await asAdmin(t.app)).cookie;
      // More rows than the cursor's first batch, so the download is still running when cut.
      await t.db.raw(`insert into receivables (invoice_number, customer_name, amount, currency,
          invoice_date, due_date, status)
        select 'CUT-' || g, 'Cut Customer ' || g, 100 + g, 'USD', current_date - 40,
          current_date - 10, 'pending'
        from generate_series(1, 6000) g`);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    after(() => t.close());

    const used = () => (t.db.client as { pool: { numUsed(): number } }).pool.numUsed();
    const openTransactions = async () =>
      Number(
        (
          (await t.db.raw(
            `select count(*) as n from pg_stat_activity
             where datname = current_database() and state like 'idle in transaction%'`,
          )) as { rows: { n: string }[] }
        ).rows[0]!.n,
      );

    it('gives its connection back, every time', async () => {
      for (let i = 0; i < 12; i++) {
        await new Promise<void>((resolve, reject) => {
          const request = get(
            `${origin}/api/receivables/export.csv`,
            { headers: { cookie } },
            (response) => {
              assert.equal(response.statusCode, 200);
              response.once('data', () => {
                request.destroy();
                resolve();
              });
            },
          );
          request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
        });
      }
      assert.ok(await eventually(() => used() === 0), `${used()} connections still held`);
      assert.equal(await openTransactions(), 0, 'no transaction left open');
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/customers',
        headers: { cookie },
      });
      assert.equal(page.statusCode, 200, 'the API still answers');
    });

    // A batch of rows or fewer goes out whole, with its length, in one write; more streams.
    it('sends a one-batch export whole and a larger one streamed, every row in each', async () => {
      const download = async (search: string) => {
        const response = await fetch(`${origin}/api/receivables/export.csv?search=${search}`, {
          headers: { cookie },
        });
        assert.equal(response.status, 200);
        const text = await response.text();
        return { headers: response.headers, text, lines: text.trim().split('\n') };
      };
      const small = await download('Cut%20Customer%20599');
      // Customers 599 and 5990 to 5999: eleven rows and the header.
      assert.equal(small.lines.length, 12);
      assert.equal(small.headers.get('content-length'), String(Buffer.byteLength(small.text)));
      assert.equal(small.headers.get('transfer-encoding'), null);
      const large = await download('Cut%20Customer');
      assert.equal(large.lines.length, 6001);
      assert.equal(large.headers.get('transfer-encoding'), 'chunked');
    });
  });
});
