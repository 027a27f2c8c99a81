import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { leadListResponseSchema, type LeadDetail } from '@trellis/contracts';
import { PNG_1X1 } from '../helpers/multipart';
import { useAdminSession } from '../helpers/admin-app';
import { createCustomer, uniqueToken } from '../customers/customer-factory';
import { addDays, addTicketFor, createLead, listLeads, newCustomer, todayOf } from './lead-factory';

describe('GET /api/leads', () => {
  const fixture = useAdminSession();

  const list = (query: Record<string, string | number> = {}) => listLeads(fixture, query);
  const ids = async (query: Record<string, string | number>) =>
    (await list({ limit: 1000, ...query })).items.map((l) => l.id);

  /** What the tables say: the tiles over every lead. */
  async function realStats() {
    const rows = await fixture.t
      .db('leads')
      .select('status')
      .count<{ status: string; n: number }[]>({ n: '*' })
      .groupBy('status');
    const by = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return {
      total: rows.reduce((sum, r) => sum + Number(r.n), 0),
      BID: by('BID'),
      Confirm: by('Confirm'),
      Reschedule: by('Reschedule'),
      Cancelled: by('Cancelled'),
    };
  }

  it('lists 7 at a time, newest first, each lead with its code, customer and ticket link', async () => {
    const customer = await createCustomer(fixture.t, fixture.cookie, {
      fields: { name: 'Listed Customer Ltd' },
      files: [{ field: 'profileImage', filename: 'p.png', content: PNG_1X1, type: 'image/png' }],
    });
    const created: LeadDetail[] = [];
    for (let i = 0; i < 9; i += 1)
      created.push(await createLead(fixture, { customer_id: customer.id, status: 'Confirm' }));
    const ticketId = await addTicketFor(fixture.t, created[8]!);

    const page = leadListResponseSchema.parse(await list());
    assert.equal(page.limit, 7);
    assert.equal(page.page, 1);
    assert.equal(page.items.length, 7);
    assert.deepEqual(
      page.items.map((l) => l.id),
      created
        .slice(2)
        .reverse()
        .map((l) => l.id),
    );
    const [newest] = page.items;
    const { status_history: _history, ...expected } = created[8]!;
    assert.deepEqual(
      { ...newest, updated_at: '' },
      {
        ...expected,
        ticket_id: ticketId,
        ticket_code: `#AIM-T-${String(ticketId).padStart(3, '0')}`,
        updated_at: '',
      },
    );
    assert.equal(newest!.customer_name, 'Listed Customer Ltd');
    assert.equal(newest!.customer_code, customer.code);
    assert.equal(newest!.profile_image, customer.profile_image);
    assert.deepEqual([page.items[1]!.ticket_id, page.items[1]!.ticket_code], [null, null]);
  });

  it('pages through every match: the last page partial, pages past the end empty', async () => {
    const token = uniqueToken();
    for (let i = 0; i < 15; i += 1) await createLead(fixture, { task_name: `${token} job ${i}` });
    const first = await list({ search: token });
    assert.equal(first.total, 15);
    assert.equal(first.items.length, 7);
    const third = await list({ search: token, page: 3 });
    assert.equal(third.items.length, 1);
    assert.equal(third.total, 15);
    assert.deepEqual((await list({ search: token, page: 4 })).items, []);
    const all = [
      ...first.items,
      ...(await list({ search: token, page: 2 })).items,
      ...third.items,
    ].map((l) => l.id);
    assert.equal(new Set(all).size, 15, 'no lead twice, none missed');
    assert.equal((await list({ search: token, limit: 1000 })).items.length, 15);
  });

  it('searches the lead code in any of its forms, the task name and the customer name', async () => {
    const token = uniqueToken();
    const customer = await newCustomer(fixture, `${token} Telecom`);
    const byCustomer = await createLead(fixture, {
      customer_id: customer.id,
      task_name: 'Patch panel swap',
    });
    const byTask = await createLead(fixture, { task_name: `Fibre ${token} survey` });
    const padded = String(byTask.id).padStart(3, '0');

    assert.deepEqual(await ids({ search: token }), [byTask.id, byCustomer.id]);
    assert.deepEqual(await ids({ search: token.toLowerCase() }), [byTask.id, byCustomer.id]);
    assert.deepEqual(await ids({ search: `fibre ${token.toUpperCase()}` }), [byTask.id]);
    assert.deepEqual(await ids({ search: `${token} telecom` }), [byCustomer.id]);
    for (const code of [byTask.code, `AIM-L-${padded}`, `L-${padded}`, `#aim-l-${byTask.id}`])
      assert.ok((await ids({ search: code })).includes(byTask.id), code);
    assert.deepEqual(await ids({ search: `${token}%` }), [], 'LIKE wildcards are literal');
    assert.deepEqual(await ids({ search: `${token}_` }), []);
    const none = await list({ search: `${token}-nothing` });
    assert.deepEqual([none.items, none.total, none.stats.total], [[], 0, 0]);
  });

  it('filters by status and by customer, alone, together and with a search', async () => {
    const token = uniqueToken();
    const today = todayOf(fixture.t);
    const a = await newCustomer(fixture, `${token} A`);
    const b = await newCustomer(fixture, `${token} B`);
    const make = (customer: number, status: string, name = `${token} job`) =>
      createLead(fixture, {
        customer_id: customer,
        status,
        task_name: name,
        reschedule_date: status === 'Reschedule' ? addDays(today, 1) : '',
      });
    const a1 = await make(a.id, 'BID');
    const a2 = await make(a.id, 'Reschedule');
    const a3 = await make(a.id, 'Reschedule', 'Other work');
    const b1 = await make(b.id, 'Reschedule');

    assert.deepEqual(await ids({ customer_id: a.id }), [a3.id, a2.id, a1.id]);
    assert.deepEqual(await ids({ customer_id: a.id, status: 'Reschedule' }), [a3.id, a2.id]);
    assert.deepEqual(await ids({ search: `${token} job`, status: 'Reschedule' }), [b1.id, a2.id]);
    assert.deepEqual(await ids({ search: 'Other work', customer_id: a.id }), [a3.id]);
    assert.deepEqual(await ids({ customer_id: b.id, status: 'BID' }), []);
    assert.deepEqual(await ids({ customer_id: 2_147_483_648 }), [], 'beyond any id: no match');
    const rescheduled = await ids({ status: 'Reschedule' });
    assert.ok([a2.id, a3.id, b1.id].every((id) => rescheduled.includes(id)));
    assert.ok(!rescheduled.includes(a1.id));
  });

  it('counts the tiles over every match, not over the page', async () => {
    const token = uniqueToken();
    const customer = await newCustomer(fixture, `${token} Stats`);
    const today = todayOf(fixture.t);
    const statuses = ['BID', 'BID', 'BID', 'Confirm', 'Confirm', 'Reschedule', 'Cancelled'];
    for (const status of [...statuses, 'Cancelled', 'BID'])
      await createLead(fixture, {
        customer_id: customer.id,
        status,
        reschedule_date: status === 'Reschedule' ? addDays(today, 2) : '',
      });
    const expected = { total: 9, BID: 4, Confirm: 2, Reschedule: 1, Cancelled: 2 };

    const page = await list({ customer_id: customer.id, limit: 2 });
    assert.equal(page.items.length, 2);
    assert.equal(page.total, 9);
    assert.deepEqual(page.stats, expected);
    assert.deepEqual((await list({ search: token, limit: 1, page: 5 })).stats, expected);
    assert.deepEqual((await list({ customer_id: customer.id, status: 'Cancelled' })).stats, {
      total: 2,
      BID: 0,
      Confirm: 0,
      Reschedule: 0,
      Cancelled: 2,
    });
  });

  it('answers the tiles over every lead, unfiltered and by status, from the aggregates', async () => {
    const real = await realStats();
    const unfiltered = await list();
    assert.deepEqual(unfiltered.stats, real);
    assert.equal(unfiltered.total, real.total);
    for (const status of ['BID', 'Confirm', 'Reschedule', 'Cancelled'] as const) {
      const page = await list({ status, page: 2, limit: 3 });
      assert.deepEqual(page.stats, {
        total: real[status],
        BID: 0,
        Confirm: 0,
        Reschedule: 0,
        Cancelled: 0,
        [status]: real[status],
      });
      assert.equal(page.total, real[status]);
      assert.ok(page.items.every((l) => l.status === status));
    }
  });

  it('refuses a bad query with 400 naming the parameter', async () => {
    for (const query of [
      'limit=1001',
      'limit=0',
      'page=0',
      'page=abc',
      'sort=task_name',
      'order=up',
      'status=Confirmed',
      'customer_id=abc',
      'customer_id=0',
      `search=${'x'.repeat(201)}`,
    ]) {
      const response = await fixture.t.app.inject({
        method: 'GET',
        url: `/api/leads?${query}`,
        headers: { cookie: fixture.cookie },
      });
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().code, 'VALIDATION_FAILED', query);
      assert.equal(response.json().details[0].path, query.split('=')[0], query);
    }
  });
});
