import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HOLIDAY_COUNTRIES } from '@trellis/contracts';
import { insertTicket, newCustomer } from '../payouts/finance-factory';
import { jobFixture, type JobFixture } from './job-fixture';

describe('holiday sync: next year, for the countries in use, once a year', () => {
  let fx: JobFixture;
  before(async () => {
    fx = await jobFixture();
  });
  after(async () => fx.close());

  const year = () => Number(fx.realToday.slice(0, 4));
  const countriesIn = async (y: number) =>
    (
      await fx.t
        .db('holidays')
        .whereRaw('extract(year from date) = ?', [y])
        .distinct('country')
        .pluck('country')
    ).sort();

  it('syncs the countries holidays are kept for and tickets are in, and only once a year', async () => {
    await fx.t.db('holidays').insert({
      title: 'Office closure',
      type: 'Festival',
      country: 'Japan',
      date: `${year()}-08-14`,
    });
    const customer = await newCustomer({ t: fx.t, cookie: fx.admin.cookie }, 'Thames Fitters');
    await insertTicket({ t: fx.t, cookie: fx.admin.cookie }, customer.id, { country: 'uk' });

    const run = await fx.run('holiday-sync');
    assert.equal(run.counts.countries, 2);
    assert.ok(run.counts.added! > 20, `${run.counts.added} holidays added`);
    assert.deepEqual(await countriesIn(year() + 1), ['Japan', 'United Kingdom']);
    const synced = await fx.t
      .db('audit_events')
      .where({ action: 'holidays.synced' })
      .select('actor_kind', 'entity_label');
    assert.deepEqual(
      synced.map((r) => r.actor_kind),
      ['system', 'system'],
    );

    // Removed by hand after the sync: the sync does not bring them back this year.
    await fx.t
      .db('holidays')
      .where({ country: 'Japan' })
      .whereRaw('extract(year from date) = ?', [year() + 1])
      .delete();
    const again = await fx.run('holiday-sync');
    assert.deepEqual(again.counts, { countries: 0, added: 0 });
    assert.deepEqual(await countriesIn(year() + 1), ['United Kingdom']);
  });

  it('syncs every country when there are no holidays at all', async () => {
    await fx.t.db('holidays').delete();
    const run = await fx.run('holiday-sync');
    assert.equal(run.counts.countries, HOLIDAY_COUNTRIES.length);
    assert.deepEqual(await countriesIn(year() + 1), [...HOLIDAY_COUNTRIES].sort());
    const again = await fx.run('holiday-sync');
    assert.deepEqual(again.counts, { countries: 0, added: 0 });
  });
});
