import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ENGINEER_MESSAGES,
  TICKET_MESSAGES,
  ticketEngineerOptionsResponseSchema,
  ticketLeadOptionsResponseSchema,
  type TicketEngineerOption,
} from '@trellis/contracts';
import {
  addDays,
  confirmedLead,
  createTicket,
  getJson,
  newCustomer,
  newEngineer,
  ticketFixture,
  type TicketFixture,
} from './ticket-factory';

describe('the create form’s pickers', () => {
  let fx: TicketFixture;
  before(async () => {
    fx = await ticketFixture();
  });
  after(async () => fx.t.close());

  const engineerOptions = async (query: Record<string, string | number> = {}) =>
    ticketEngineerOptionsResponseSchema.parse(
      await getJson(fx, fx.cookie, '/api/tickets/engineer-options', query),
    ).items;
  const byName = (items: TicketEngineerOption[], name: string) =>
    items.find((i) => i.name === name)!;

  it('GET /api/tickets/engineer-options: every engineer with the one compliance rule’s answer, until a day', async () => {
    assert.deepEqual(await engineerOptions(), [], 'none yet: the picker shows its empty text');
    const expiry = addDays(fx.today, 10);
    const fine = await newEngineer(fx, 'Alan Grant');
    const lapsing = await newEngineer(fx, 'Ellie Sattler', expiry);
    const expired = await newEngineer(fx, 'Ian Malcolm', addDays(fx.today, -1));
    const inactive = await newEngineer(fx, 'Dennis Nedry');
    await fx.t.app.inject({
      method: 'PUT',
      url: `/api/engineers/${inactive.id}`,
      headers: { cookie: fx.cookie },
      payload: { status: 'Inactive' },
    });

    const today = await engineerOptions();
    assert.deepEqual(
      today.map((o) => o.name),
      ['Alan Grant', 'Dennis Nedry', 'Ellie Sattler', 'Ian Malcolm'],
    );
    assert.deepEqual(byName(today, 'Alan Grant'), {
      id: fine.id,
      name: 'Alan Grant',
      email: fine.email,
      code: `AIM-E-${String(fine.id).padStart(3, '0')}`,
      status: 'Active',
      compliant: true,
      reason: null,
    });
    assert.equal(byName(today, 'Ellie Sattler').compliant, true, 'fine until its expiry');
    assert.deepEqual(
      [byName(today, 'Ian Malcolm').compliant, byName(today, 'Ian Malcolm').reason],
      [
        false,
        ENGINEER_MESSAGES.notCompliant(
          'Ian Malcolm',
          'Right to work: Tier 2',
          addDays(fx.today, -1),
        ),
      ],
    );
    assert.deepEqual(
      [byName(today, 'Dennis Nedry').status, byName(today, 'Dennis Nedry').reason],
      ['Inactive', TICKET_MESSAGES.engineerInactive('Dennis Nedry')],
    );

    const later = await engineerOptions({ until: addDays(fx.today, 11) });
    assert.equal(byName(later, 'Ellie Sattler').compliant, false);
    assert.equal(
      byName(later, 'Ellie Sattler').reason,
      `Ellie Sattler cannot be assigned: Right to work: Tier 2 expires on ${expiry}, before the ticket ends.`,
    );
    assert.equal(byName(later, 'Alan Grant').compliant, true);
    assert.equal(lapsing.name, 'Ellie Sattler');
    assert.equal(expired.name, 'Ian Malcolm');

    assert.deepEqual(
      (await engineerOptions({ search: 'sattler' })).map((o) => o.name),
      ['Ellie Sattler'],
    );
    assert.equal((await engineerOptions({ limit: 2 })).length, 2);
    const bad = await fx.t.app.inject({
      method: 'GET',
      url: '/api/tickets/engineer-options?until=soon',
      headers: { cookie: fx.cookie },
    });
    assert.equal(bad.statusCode, 400);
  });

  it('GET /api/tickets/lead-options: Confirm leads without a ticket, searched on the server', async () => {
    const acme = await newCustomer(fx, 'Acme Dinosaurs');
    const globex = await newCustomer(fx, 'Globex Amber');
    const engineer = await newEngineer(fx, 'John Hammond');
    const open = await confirmedLead(fx, acme.id, { task_name: 'Fence check' });
    const other = await confirmedLead(fx, globex.id, { task_name: 'Gate repair' });
    await confirmedLead(fx, acme.id, { task_name: 'Only a bid', status: 'BID' });
    const taken = await confirmedLead(fx, acme.id, { task_name: 'Already ticketed' });
    await createTicket(fx, { customerId: acme.id, engineerId: engineer.id, leadId: taken.id });

    const options = async (query: Record<string, string | number> = {}) =>
      ticketLeadOptionsResponseSchema.parse(
        await getJson(fx, fx.cookie, '/api/tickets/lead-options', query),
      ).items;
    const all = await options();
    assert.deepEqual(
      all.map((l) => l.task_name),
      ['Gate repair', 'Fence check'],
    );
    assert.deepEqual(all[1], {
      id: open.id,
      code: open.code,
      task_name: 'Fence check',
      customer_id: acme.id,
      customer_name: 'Acme Dinosaurs',
    });
    assert.deepEqual(
      (await options({ search: 'amber' })).map((l) => l.id),
      [other.id],
    );
    assert.deepEqual(
      (await options({ search: 'fence' })).map((l) => l.id),
      [open.id],
    );
    assert.deepEqual(
      (await options({ search: open.code })).map((l) => l.id),
      [open.id],
    );
    assert.deepEqual(await options({ search: 'ticketed' }), []);
    assert.equal((await options({ limit: 1 })).length, 1);
  });
});
