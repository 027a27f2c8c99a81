// The log's totals come from kept counters where they can (the whole log, one action, actor or
// area, a date range by its hourly counters); each must equal the rows it stands for, in a zone
// whose midnights fall on whole UTC hours and in one whose do not (where the range is counted).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditListResponse } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, type SignedIn } from '../helpers/accounts';

/** 240 entries, one every 37 minutes back from noon UTC on 2026-03-10, over two actions. */
async function seedSpread(t: TestApp): Promise<void> {
  await t.db.raw(`insert into audit_events (at, actor_kind, action, entity, entity_id, entity_label)
    select timestamptz '2026-03-10 12:00:00+00' - make_interval(mins => g * 37), 'system',
           (array['customer.updated', 'invoice.reminded'])[1 + g % 2], 'customer', g::text,
           'Customer ' || g
    from generate_series(1, 240) g`);
}

for (const zone of ['Europe/London', 'Asia/Kolkata']) {
  describe(`audit list totals in ${zone}`, () => {
    let t: TestApp;
    let admin: SignedIn;
    before(async () => {
      t = await createTestApp({ APP_TIME_ZONE: zone });
      admin = await asAdmin(t.app);
      await seedSpread(t);
    });
    after(async () => t.close());

    const list = async (query: string): Promise<AuditListResponse> => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/audit?${query}`,
        headers: { cookie: admin.cookie },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    };
    it('gives each date range the number of entries in it, at either end or both', async () => {
      const ranges: [string, string, string[]][] = [
        [
          'from=2026-03-08&to=2026-03-08',
          `at >= ?::date and at < ?::date + 1`,
          ['2026-03-08', '2026-03-08'],
        ],
        [
          'from=2026-03-07&to=2026-03-09',
          `at >= ?::date and at < ?::date + 1`,
          ['2026-03-07', '2026-03-09'],
        ],
        ['from=2026-03-09', `at >= ?::date`, ['2026-03-09']],
        ['to=2026-03-07', `at < ?::date + 1`, ['2026-03-07']],
      ];
      await t.db.transaction(async (trx) => {
        await trx.raw(`select set_config('TimeZone', ?, true)`, [zone]);
        for (const [query, where, bindings] of ranges) {
          const [row] = await trx('audit_events')
            .whereRaw(where, bindings)
            .count<{ count: string }[]>({ count: '*' });
          const expected = Number(row!.count);
          assert.ok(expected > 0, `${query} matches some entries`);
          assert.equal((await list(query)).total, expected, query);
        }
      });
    });

    it('pages a range newest first, each page carrying on from the last', async () => {
      const first = await list('from=2026-03-07&to=2026-03-09&limit=20');
      const second = await list('from=2026-03-07&to=2026-03-09&limit=20&page=2');
      const times = [...first.items, ...second.items].map((e) => e.at);
      assert.equal(times.length, 40);
      assert.deepEqual(times, [...times].sort().reverse());
      assert.equal(new Set([...first.items, ...second.items].map((e) => e.id)).size, 40);
    });

    it('keeps the whole log’s and one action’s totals equal to their rows', async () => {
      const all = Number((await t.db('audit_events').count<{ c: string }[]>({ c: '*' }))[0]!.c);
      assert.equal((await list('')).total, all);
      const reminded = Number(
        (
          await t
            .db('audit_events')
            .where({ action: 'invoice.reminded' })
            .count<{ c: string }[]>({ c: '*' })
        )[0]!.c,
      );
      assert.equal((await list('action=invoice.reminded')).total, reminded);
    });
  });
}
