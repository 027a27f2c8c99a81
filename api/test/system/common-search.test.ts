// A search for a word most rows contain reads the table once with the columns ORed, where a rare
// one unites each column's indexed lookups. The choice comes from the columns' statistics, so
// the same list asked before ANALYZE (no statistics: the lookups) and after (the one pass) must
// answer exactly the same pages, totals and cards.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  customerListQuerySchema,
  engineerListQuerySchema,
  leadListQuerySchema,
  type CustomerListParams,
  type EngineerListParams,
  type LeadListParams,
} from '@trellis/contracts';
import { createDb, type Db } from '../../src/db/database';
import { customerListStatement, listCustomers } from '../../src/repositories/customers-list';
import { createEngineersRepository } from '../../src/repositories/engineers-repository';
import { engineerListStatement } from '../../src/repositories/engineers-list';
import { leadListStatement, listLeads } from '../../src/repositories/leads-list';
import { useScratchDb } from '../helpers/scratch-db';

const TODAY = '2026-11-30';

describe('a common search and a rare one answer alike', () => {
  const scratch = useScratchDb();
  /** Without statistics: every search is looked up column by column. */
  let lookups: Db;
  /** After ANALYZE: a search in most rows reads the table once. */
  let scans: Db;

  before(async () => {
    const db = scratch.db;
    // 60 of 80 engineers are field techs (ft… emails); every fourth is inactive.
    await db.raw(`insert into users (username, email, password_hash, role, status, phone)
      select case when g <= 60 then 'Fieldtech ' || g else 'Surveyor ' || g end,
             case when g <= 60 then 'ft' || g else 'sv' || g end || '@example.test', 'x',
             'engineer', case when g % 4 = 0 then 'Inactive' else 'Active' end, '+44 7000 ' || g
      from generate_series(1, 80) g`);
    await db.raw(`insert into customers (name, type, account_email, status)
      select case when g <= 60 then 'Acme ' || g else 'Birch ' || g end, 'Company',
             'c' || g || '@example.test', case when g % 5 = 0 then 'Inactive' else 'Active' end
      from generate_series(1, 80) g`);
    // Two Birch customers are found by their person's name only.
    await db.raw(`insert into customer_persons (customer_id, person_name, person_email, person_contact)
      select id, 'Acme Liaison', 'p' || id || '@example.test', '+44 1' from customers
      where name in ('Birch 70', 'Birch 75')`);
    // A lead for each customer: the last ten Birch customers' leads are Acme surveys.
    await db.raw(`insert into leads (customer_id, task_name, lead_type, end_client_name, status,
        reschedule_date, task_start_date, task_end_date, task_time_hours, scope_of_work,
        apartment, address_line_1, city, country, zip_code, currency, hourly_rate,
        half_day_rate, full_day_rate)
      select id, case when id > 70 then 'Acme survey ' || id else 'Install ' || id end,
             'Full time', 'End Client', (array['BID', 'Confirm', 'Reschedule', 'Cancelled'])[1 + id % 4],
             case when id % 4 = 2 then current_date + 3 end, current_date, current_date + 1, 8,
             'Install and cable', 'Unit 1', '1 Data Way', 'City 1', 'United Kingdom', 'ZIP 1',
             'GBP', 45, 180, 350
      from customers`);
    // A lookup answers the search before any statistics exist; its statistics stay read (empty)
    // for this pool's life, so it keeps looking up.
    lookups = createDb(scratch.url, { pool: { min: 0, max: 1 } });
    await engineerListStatement(lookups, engineerQuery({ search: 'fieldtech' }), TODAY);
    await customerListStatement(lookups, customerQuery({ search: 'acme' }));
    await leadListStatement(lookups, leadQuery({ search: 'acme' }));
    await db.raw('analyze users, customers, customer_persons, leads');
    scans = createDb(scratch.url, { pool: { min: 0, max: 1 } });
  });
  after(async () => {
    await lookups?.destroy();
    await scans?.destroy();
  });

  const engineerQuery = (q: Partial<Record<keyof EngineerListParams, string>>) =>
    engineerListQuerySchema.parse(q);
  const customerQuery = (q: Partial<Record<keyof CustomerListParams, string>>) =>
    customerListQuerySchema.parse(q);
  const leadQuery = (q: Partial<Record<keyof LeadListParams, string>>) =>
    leadListQuerySchema.parse(q);

  it('chooses the one pass only for a search in most rows', async () => {
    const shape = async (search: string) =>
      (await engineerListStatement(scans, engineerQuery({ search }), TODAY)).planEachCall === true;
    assert.equal(await shape('fieldtech'), true);
    assert.equal(await shape('FT'), true, 'two letters in most emails');
    assert.equal(await shape('Fieldtech 42'), false);
    assert.equal(await shape('Surveyor'), false);
    assert.equal(
      (await engineerListStatement(lookups, engineerQuery({ search: 'fieldtech' }), TODAY))
        .planEachCall === true,
      false,
      'no statistics, no guess',
    );
    const customers = async (search: string) =>
      (await customerListStatement(scans, customerQuery({ search }))).planEachCall === true;
    assert.equal(await customers('acme'), true);
    assert.equal(await customers('Birch'), false);
    const leads = async (search: string) =>
      (await leadListStatement(scans, leadQuery({ search }))).planEachCall === true;
    assert.equal(await leads('acme'), true);
    assert.equal(await leads('Acme survey'), false);
  });

  const engineerCases: Partial<Record<keyof EngineerListParams, string>>[] = [
    { search: 'fieldtech', sort: 'name', order: 'asc', limit: '7' },
    { search: 'fieldtech', sort: 'name', order: 'asc', limit: '7', page: '3' },
    { search: 'Fieldtech', sort: 'email', order: 'desc', limit: '7', page: '2' },
    { search: 'fieldtech', status: 'Inactive', limit: '5', page: '2' },
    { search: 'ft', sort: 'created_at', order: 'desc', limit: '100' },
    { search: 'e', sort: 'name', order: 'desc', limit: '10', page: '8' },
    { search: 'fieldtech', limit: '10', page: '9' },
  ];
  for (const q of engineerCases) {
    it(`engineers ${JSON.stringify(q)}`, async () => {
      const query = engineerQuery(q);
      const common = await createEngineersRepository(scans).list(query, TODAY);
      const lookedUp = await createEngineersRepository(lookups).list(query, TODAY);
      assert.deepEqual(common, lookedUp);
      if (q.search === 'fieldtech' && !q.status) assert.equal(common.total, 60);
    });
  }

  it('engineers: what the one pass finds, by name', async () => {
    const page = await createEngineersRepository(scans).list(
      engineerQuery({ search: 'FIELDTECH 5', sort: 'name', order: 'asc' }),
      TODAY,
    );
    assert.deepEqual(
      page.items.map((e) => e.name),
      ['Fieldtech 5', 'Fieldtech 50', 'Fieldtech 51', 'Fieldtech 52', 'Fieldtech 53'].concat(
        ['54', '55', '56', '57', '58', '59'].map((n) => `Fieldtech ${n}`),
      ),
    );
    const inactive = await createEngineersRepository(scans).list(
      engineerQuery({ search: 'fieldtech', status: 'Inactive', limit: '100' }),
      TODAY,
    );
    assert.equal(inactive.total, 15);
    assert.ok(inactive.items.every((e) => e.status === 'Inactive' && /Fieldtech/.test(e.name)));
  });

  const customerCases: Partial<Record<keyof CustomerListParams, string>>[] = [
    { search: 'acme', sort: 'name', order: 'asc', limit: '7' },
    { search: 'ACME', sort: 'name', order: 'desc', limit: '7', page: '9' },
    { search: 'acme', sort: 'status', order: 'asc', limit: '20', page: '2' },
    { search: 'a', limit: '100' },
  ];
  for (const q of customerCases) {
    it(`customers ${JSON.stringify(q)}`, async () => {
      const query = customerQuery(q);
      const common = await listCustomers(scans, query);
      const lookedUp = await listCustomers(lookups, query);
      assert.deepEqual(common, lookedUp);
    });
  }

  it("customers: the one pass finds a customer by its person's name too", async () => {
    const all = await listCustomers(scans, customerQuery({ search: 'acme', limit: '100' }));
    assert.equal(all.total, 62);
    assert.equal(
      all.stats.active,
      62 - 14,
      'Acme 5, 10, …, 60, Birch 70 and Birch 75 are inactive',
    );
    const names = all.items.map((c) => c.name);
    assert.ok(names.includes('Birch 70') && names.includes('Birch 75'));
    assert.ok(!names.includes('Birch 61'));
  });

  const leadCases: Partial<Record<keyof LeadListParams, string>>[] = [
    { search: 'acme', sort: 'customer_name', order: 'asc', limit: '7' },
    { search: 'ACME', sort: 'customer_name', order: 'desc', limit: '7', page: '4' },
    { search: 'acme', status: 'Confirm', limit: '100' },
    { search: 'acme', sort: 'code', order: 'asc', limit: '20', page: '3' },
    { search: 'i', limit: '100' },
  ];
  for (const q of leadCases) {
    it(`leads ${JSON.stringify(q)}`, async () => {
      const query = leadQuery(q);
      assert.deepEqual(await listLeads(scans, query), await listLeads(lookups, query));
    });
  }

  it("leads: the one pass finds a lead by its customer's name and by its task", async () => {
    const all = await listLeads(scans, leadQuery({ search: 'acme', limit: '100' }));
    assert.equal(all.total, 70, "the 60 Acme customers' leads and the 10 Acme surveys");
    const tasks = all.items.map((l) => l.task_name);
    assert.ok(tasks.includes('Install 1') && tasks.includes('Acme survey 80'));
    assert.ok(!tasks.includes('Install 65'));
  });
});
