import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEAD_SORT_FIELDS, type LeadSortField } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import {
  addDays,
  createLead,
  listLeads,
  newCustomer,
  todayOf,
  type LeadFixture,
} from './lead-factory';

interface Row {
  id: number;
  customer_id: number;
  customer: string;
  status: string;
  start: string | null;
  created: string;
  task: string;
}

/**
 * Every sort, both ways, over each way of selecting leads (all of them, a status, a customer, a
 * search), read page by page: the sort indexes and the sorted matches must agree with the rule
 * (key, then id; an empty start date last both ways), with no lead twice or missing.
 */
describe('GET /api/leads sorting and paging', () => {
  let t: TestApp;
  let fixture: LeadFixture;
  const rows: Row[] = [];
  before(async () => {
    t = await createTestApp();
    fixture = { t, cookie: (await asAdmin(t.app)).cookie };
    const today = todayOf(t);
    // Two customers share a name (ties sort by lead id); names differ in case.
    const customers = [];
    for (const name of ['bravo', 'Alpha', 'charlie', 'Alpha'])
      customers.push(await newCustomer(fixture, name));
    const statuses = ['BID', 'Confirm', 'Reschedule', 'Cancelled'];
    for (let i = 0; i < 14; i += 1) {
      const customer = customers[i % 4]!;
      const status = statuses[(i * 3) % 4]!;
      const lead = await createLead(fixture, {
        customer_id: customer.id,
        status,
        reschedule_date: status === 'Reschedule' ? addDays(today, 1) : '',
        task_name: i % 3 === 0 ? `Needle job ${i}` : `Plain job ${i}`,
        task_start_date: addDays(today, i % 5),
        task_end_date: addDays(today, 6),
      });
      rows.push({
        id: lead.id,
        customer_id: customer.id,
        customer: customer.name.toLowerCase(),
        status,
        start: lead.task_start_date,
        created: '',
        task: lead.task_name,
      });
    }
    // Some leads without a start date, and creation times with ties.
    for (const row of rows.filter((_, i) => i % 4 === 1)) {
      await t
        .db('leads')
        .where({ id: row.id })
        .update({ task_start_date: null, task_end_date: null });
      row.start = null;
    }
    for (const [i, row] of rows.entries()) {
      row.created = new Date(Date.UTC(2026, 0, 1, 0, 0, i % 6)).toISOString();
      await t.db('leads').where({ id: row.id }).update({ created_at: row.created });
    }
  });
  after(async () => t.close());

  const key: Record<LeadSortField, (r: Row) => string | number | null> = {
    code: (r) => r.id,
    customer_name: (r) => r.customer,
    task_start_date: (r) => r.start,
    status: (r) => r.status,
    created_at: (r) => r.created,
  };

  function expected(selected: Row[], sort: LeadSortField, order: 'asc' | 'desc'): number[] {
    const sign = order === 'asc' ? 1 : -1;
    return [...selected]
      .sort((a, b) => {
        const x = key[sort](a);
        const y = key[sort](b);
        if (x !== y) {
          if (x === null) return 1;
          if (y === null) return -1;
          return (x < y ? -1 : 1) * sign;
        }
        return (a.id - b.id) * sign;
      })
      .map((r) => r.id);
  }

  async function pagedIds(query: Record<string, string | number>): Promise<number[]> {
    const found: number[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const { items } = await listLeads(fixture, { ...query, page, limit: 3 });
      if (items.length === 0) break;
      found.push(...items.map((l) => l.id));
    }
    return found;
  }

  const scopes: [string, Record<string, string | number>, (r: Row) => boolean][] = [
    ['all leads', {}, () => true],
    ['status Confirm', { status: 'Confirm' }, (r) => r.status === 'Confirm'],
    ['one customer', { customer_id: 0 }, (r) => r.customer_id === rows[0]!.customer_id],
    ['a search', { search: 'needle' }, (r) => r.task.startsWith('Needle')],
    [
      'a search and a status',
      { search: 'alpha', status: 'Cancelled' },
      (r) => r.customer === 'alpha' && r.status === 'Cancelled',
    ],
  ];

  for (const [scope, query, keep] of scopes) {
    it(`sorts ${scope} by every column, both ways, across pages`, async () => {
      const q = 'customer_id' in query ? { ...query, customer_id: rows[0]!.customer_id } : query;
      const selected = rows.filter(keep);
      assert.ok(selected.length >= 2, 'the scope selects several leads');
      for (const sort of LEAD_SORT_FIELDS) {
        for (const order of ['asc', 'desc'] as const) {
          assert.deepEqual(
            await pagedIds({ ...q, sort, order }),
            expected(selected, sort, order),
            `${scope}, ${sort} ${order}`,
          );
        }
      }
    });
  }

  it('sorts by creation, newest first, when no sort is given', async () => {
    assert.deepEqual(await pagedIds({}), expected(rows, 'created_at', 'desc'));
  });

  // Each lead carries its customer's name key, kept by triggers: written by direct SQL, a
  // customer's new name and a lead's new customer still sort where the names say.
  it('sorts by customer name after a customer is renamed and a lead moved by direct SQL', async () => {
    const renamed = rows[0]!.customer_id;
    await t.db('customers').where({ id: renamed }).update({ name: 'ZULU Renamed' });
    for (const row of rows.filter((r) => r.customer_id === renamed)) row.customer = 'zulu renamed';
    const moved = rows.find((r) => r.customer_id !== renamed)!;
    await t.db('leads').where({ id: moved.id }).update({ customer_id: renamed });
    moved.customer_id = renamed;
    moved.customer = 'zulu renamed';
    for (const order of ['asc', 'desc'] as const) {
      assert.deepEqual(
        await pagedIds({ sort: 'customer_name', order }),
        expected(rows, 'customer_name', order),
        `all leads, customer_name ${order}`,
      );
      assert.deepEqual(
        await pagedIds({ sort: 'customer_name', order, status: 'Confirm' }),
        expected(
          rows.filter((r) => r.status === 'Confirm'),
          'customer_name',
          order,
        ),
        `status Confirm, customer_name ${order}`,
      );
    }
  });
});
