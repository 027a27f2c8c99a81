import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ticketListResponseSchema, type Ticket } from '@trellis/contracts';
import {
  addDays,
  createTicket,
  listTickets,
  newCustomer,
  newEngineer,
  putTicket,
  ticketFixture,
  type TestEngineer,
  type TicketFixture,
} from './ticket-factory';

describe('GET /api/tickets', () => {
  let fx: TicketFixture;
  let acme: number;
  let globex: number;
  let ann: TestEngineer;
  let bob: TestEngineer;
  const made: Ticket[] = [];
  const day = (offset: number) => addDays(fx.today, offset);

  before(async () => {
    fx = await ticketFixture();
    acme = (await newCustomer(fx, 'Acme Pylons')).id;
    globex = (await newCustomer(fx, 'Globex Towers')).id;
    ann = await newEngineer(fx, 'Ann Quartermaine');
    bob = await newEngineer(fx, 'Bob Zetterlund');
    const plan: [number, TestEngineer, Record<string, string>, string?, string?][] = [
      [acme, ann, { task_name: 'Antenna alignment', city: 'Bristol' }, 'Accepted', 'High'],
      [acme, bob, { task_name: 'Cable survey', city: 'Cardiff' }, 'In Progress'],
      [globex, ann, { task_name: 'Battery swap', city: 'Dundee' }, 'Closed', 'Low'],
      [globex, bob, { task_name: 'Roof access check', city: 'Exeter' }, 'Expired', 'Urgent'],
      [globex, ann, { task_name: 'Generator test', city: 'Bristol' }, 'On Hold'],
      [acme, bob, { task_name: 'Mast inspection', city: 'Glasgow' }],
    ];
    for (const [index, [customerId, engineer, fields, status, priority]] of plan.entries()) {
      const ticket = await createTicket(
        fx,
        { customerId, engineerId: engineer.id },
        {
          ...fields,
          task_start_date: day(10 + index * 3),
          task_end_date: day(11 + index * 3),
          priority: priority ?? '',
        },
      );
      if (status) assert.equal((await putTicket(fx, ticket.id, { status })).statusCode, 200);
      made.push(ticket);
    }
  });
  after(async () => fx.t.close());

  const ids = (response: { items: { id: number }[] }) => response.items.map((i) => i.id).sort();
  const idsOf = (...indexes: number[]) => indexes.map((i) => made[i]!.id).sort();

  it('answers pages of 10, newest first, each row with its code, customer, engineer, location and priority', async () => {
    const response = ticketListResponseSchema.parse(await listTickets(fx));
    assert.equal(response.limit, 10);
    assert.deepEqual(
      response.items.map((i) => i.id),
      [...made].reverse().map((t) => t.id),
    );
    const first = response.items.find((i) => i.id === made[0]!.id)!;
    assert.equal(first.code, made[0]!.code);
    assert.equal(first.customer_name, 'Acme Pylons');
    assert.equal(first.customer_code, made[0]!.customer_code);
    assert.equal(first.engineer_name, 'Ann Quartermaine');
    assert.equal(first.location, 'Bristol, United Kingdom');
    assert.equal(first.priority, 'High');
    const paged = await listTickets(fx, { limit: 4, page: 2 });
    assert.equal(paged.items.length, 2);
    assert.equal(paged.total, 6);
  });

  it('stats count every match in the status groups', async () => {
    const all = await listTickets(fx, { limit: 1 });
    assert.deepEqual(all.stats, { total: 6, open: 3, in_progress: 1, resolved: 1, expired: 1 });
    assert.equal(all.total, 6);
    const acmeOnly = await listTickets(fx, { customer_id: acme, limit: 1 });
    assert.deepEqual(acmeOnly.stats, {
      total: 3,
      open: 2,
      in_progress: 1,
      resolved: 0,
      expired: 0,
    });
  });

  it('filters by status and priority, each repeatable or comma-separated', async () => {
    assert.deepEqual(ids(await listTickets(fx, { status: 'Closed' })), idsOf(2));
    const two = await listTickets(fx, { status: ['Accepted', 'On Hold'] });
    assert.deepEqual(ids(two), idsOf(0, 4));
    assert.deepEqual(two.stats, { total: 2, open: 2, in_progress: 0, resolved: 0, expired: 0 });
    assert.deepEqual(ids(await listTickets(fx, { status: 'Accepted,On Hold' })), idsOf(0, 4));
    assert.deepEqual(ids(await listTickets(fx, { priority: 'Medium' })), idsOf(1, 4, 5));
    assert.deepEqual(
      ids(await listTickets(fx, { priority: ['Low', 'Urgent'], status: 'Expired' })),
      idsOf(3),
    );
  });

  it('filters by engineer and customer', async () => {
    assert.deepEqual(ids(await listTickets(fx, { engineer_id: ann.id })), idsOf(0, 2, 4));
    assert.deepEqual(
      ids(await listTickets(fx, { engineer_id: bob.id, customer_id: globex })),
      idsOf(3),
    );
    assert.equal((await listTickets(fx, { engineer_id: 99999999999 })).total, 0);
  });

  it('from/to keep tickets whose start date is in the range, both ends included', async () => {
    const ranged = await listTickets(fx, { from: day(13), to: day(19) });
    assert.deepEqual(ids(ranged), idsOf(1, 2, 3));
    assert.equal(ranged.stats.total, 3);
    assert.deepEqual(ids(await listTickets(fx, { from: day(25) })), idsOf(5));
    assert.deepEqual(ids(await listTickets(fx, { to: day(10) })), idsOf(0));
    assert.deepEqual(ids(await listTickets(fx, { from: day(11), to: day(12) })), []);
    // One day (from = to, the calendar's day list): the range's tickets, day by day.
    const dayByDay: number[] = [];
    for (let d = 11; d <= 19; d += 1)
      dayByDay.push(...ids(await listTickets(fx, { from: day(d), to: day(d) })));
    assert.deepEqual(
      dayByDay.sort((a, b) => a - b),
      ids(ranged).sort((a, b) => a - b),
    );
    const backwards = await fx.t.app.inject({
      method: 'GET',
      url: `/api/tickets?from=${day(5)}&to=${day(1)}`,
      headers: { cookie: fx.cookie },
    });
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().details[0].path, 'to');
  });

  it('searches the code, task name, customer, engineer and city', async () => {
    const code = made[2]!.code;
    for (const [search, expected] of [
      [code, idsOf(2)],
      [code.replace('#', ''), idsOf(2)],
      [`AIM-T-${made[2]!.id}`, idsOf(2)],
      ['battery', idsOf(2)],
      ['globex', idsOf(2, 3, 4)],
      ['zetterlund', idsOf(1, 3, 5)],
      ['bristol', idsOf(0, 4)],
      ['nothing like it', []],
      ['100%', []],
    ] as const) {
      const response = await listTickets(fx, { search });
      assert.deepEqual(ids(response), [...expected], search);
      assert.equal(response.stats.total, expected.length, search);
    }
    const searchedFiltered = await listTickets(fx, { search: 'bristol', status: 'On Hold' });
    assert.deepEqual(ids(searchedFiltered), idsOf(4));
  });

  it('sorts by each field both ways', async () => {
    const order = async (sort: string, direction: 'asc' | 'desc') =>
      (await listTickets(fx, { sort, order: direction })).items.map((i) => i.task_name);
    assert.deepEqual(await order('task_name', 'asc'), [
      'Antenna alignment',
      'Battery swap',
      'Cable survey',
      'Generator test',
      'Mast inspection',
      'Roof access check',
    ]);
    assert.deepEqual((await order('priority', 'desc')).slice(0, 2), [
      'Roof access check',
      'Antenna alignment',
    ]);
    assert.deepEqual((await order('task_start_date', 'asc'))[0], 'Antenna alignment');
    assert.deepEqual((await order('customer_name', 'desc')).slice(0, 3).sort(), [
      'Battery swap',
      'Generator test',
      'Roof access check',
    ]);
    assert.deepEqual((await order('engineer_name', 'asc')).slice(0, 3).sort(), [
      'Antenna alignment',
      'Battery swap',
      'Generator test',
    ]);
    assert.equal((await order('code', 'asc'))[0], 'Antenna alignment');
    assert.equal((await order('status', 'asc'))[0], 'Antenna alignment');
  });

  it('refuses a bad query with a 400', async () => {
    for (const query of [
      'status=Open',
      'priority=Soon',
      'limit=1001',
      'sort=city',
      'from=tomorrow',
    ]) {
      const response = await fx.t.app.inject({
        method: 'GET',
        url: `/api/tickets?${query}`,
        headers: { cookie: fx.cookie },
      });
      assert.equal(response.statusCode, 400, query);
    }
  });
});
