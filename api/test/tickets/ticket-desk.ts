import { after, before } from 'node:test';
import {
  listenToEvents,
  newCustomer,
  newEngineer,
  ticketFixture,
  type TestEngineer,
  type TicketFixture,
} from './ticket-factory';

/** A suite's app with one customer, the named engineers and an ear on the realtime events. */
export type TicketDesk<K extends string> = TicketFixture & {
  customerId: number;
  events: Awaited<ReturnType<typeof listenToEvents>>;
} & Record<K, TestEngineer>;

/**
 * Registers the suite's `before` and `after` hooks and answers the desk they fill in: read its
 * fields inside tests, not while the suite is being declared. `engineers` maps each field name
 * to the engineer's display name.
 */
export function useTicketDesk<K extends string>(
  customerName: string,
  engineers: Record<K, string>,
): TicketDesk<K> {
  const desk = {} as TicketDesk<K>;
  before(async () => {
    Object.assign(desk, await ticketFixture());
    desk.customerId = (await newCustomer(desk, customerName)).id;
    for (const [field, name] of Object.entries(engineers) as [K, string][])
      Object.assign(desk, { [field]: await newEngineer(desk, name) });
    desk.events = await listenToEvents(desk.t);
  });
  after(async () => {
    await desk.events.close();
    await desk.t.close();
  });
  return desk;
}
