// A search for a ticket code is looked up by the code's digits, its rarest part in every searched
// column, and then checked against the whole code: it finds the ticket itself and every ticket
// whose task name, city, customer or engineer contains the code, and nothing that holds the
// digits alone.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Ticket } from '@trellis/contracts';
import {
  createTicket,
  listTickets,
  newCustomer,
  newEngineer,
  ticketFixture,
  type TicketFixture,
} from './ticket-factory';

describe('GET /api/tickets searched by a ticket code', () => {
  let fx: TicketFixture;
  let coded: Ticket;
  let naming: Ticket;
  let customerNaming: Ticket;
  let digitsOnly: Ticket;

  before(async () => {
    fx = await ticketFixture();
    const customer = (await newCustomer(fx, 'Code Search Ltd')).id;
    const engineerId = (await newEngineer(fx, 'Cody Searcher')).id;
    coded = await createTicket(fx, { customerId: customer, engineerId }, { task_name: 'Mast' });
    const digits = /\d+/.exec(coded.code)![0];
    naming = await createTicket(
      fx,
      { customerId: customer, engineerId },
      { task_name: `Follow-up of ${coded.code}` },
    );
    const namedCustomer = (await newCustomer(fx, `Site ${coded.code.slice(1)} Partners`)).id;
    customerNaming = await createTicket(
      fx,
      { customerId: namedCustomer, engineerId },
      { task_name: 'Survey' },
    );
    digitsOnly = await createTicket(
      fx,
      { customerId: customer, engineerId },
      { task_name: `Serial ${digits} batch`, city: `Block ${digits}` },
    );
  });
  after(async () => fx.t.close());

  const found = async (search: string) =>
    (await listTickets(fx, { search })).items.map((i) => i.id).sort((a, b) => a - b);

  it('finds the ticket and those naming its code, never the digits alone', async () => {
    const sorted = (...tickets: Ticket[]) => tickets.map((t) => t.id).sort((a, b) => a - b);
    assert.deepEqual(await found(coded.code), sorted(coded, naming));
    // Without the hash, the customer named "Site AIM-T-… Partners" contains it too.
    assert.deepEqual(await found(coded.code.slice(1)), sorted(coded, naming, customerNaming));
    assert.deepEqual(await found(coded.code.toLowerCase()), sorted(coded, naming));
    // The digits alone are a search of their own: every ticket that holds them.
    const digits = /\d+/.exec(coded.code)![0];
    assert.ok((await found(digits)).includes(digitsOnly.id));
  });
});
