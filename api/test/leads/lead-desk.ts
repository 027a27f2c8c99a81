import { after, before } from 'node:test';
import { createTestApp } from '../helpers/test-app';
import { asAdmin, type SignedIn } from '../helpers/accounts';
import {
  addDays,
  leadBody,
  newCustomer,
  sendLead,
  todayOf,
  type LeadFixture,
} from './lead-factory';

/** A suite's app and the Admin who writes its leads; a customer to hang them on when asked. */
export interface LeadDesk extends LeadFixture {
  staff: SignedIn;
  today: string;
  customerId: number;
}

/**
 * Registers the suite's `before` and `after` hooks around a fresh app, and answers the desk they
 * fill in: read its fields inside tests, not while the suite is being declared.
 */
export function useLeadDesk(options: { username: string; customerName?: string }): LeadDesk {
  const desk = {} as LeadDesk;
  before(async () => {
    desk.t = await createTestApp();
    desk.staff = await asAdmin(desk.t.app, { username: options.username });
    desk.cookie = desk.staff.cookie;
    desk.today = todayOf(desk.t);
    if (options.customerName) desk.customerId = (await newCustomer(desk, options.customerName)).id;
  });
  after(() => desk.t.close());
  return desk;
}

/** POST /api/leads: the form's valid body for the desk's customer, with `overrides`. */
export const postLead = (desk: LeadDesk, overrides: Record<string, unknown> = {}) =>
  sendLead(desk, leadBody(desk.today, desk.customerId, overrides));

/** A 400's details as "path: message". */
export const problems = (response: { json(): { details?: { path: string; message: string }[] } }) =>
  (response.json().details ?? []).map((d) => `${d.path}: ${d.message}`);

/** Moves a saved lead's dates into the past, as time passing would. */
export const ageLead = ({ t }: LeadFixture, id: number, start: string, followUp?: string) =>
  t
    .db('leads')
    .where({ id })
    .update({
      task_start_date: start,
      task_end_date: addDays(start, 1),
      ...(followUp ? { status: 'Reschedule', reschedule_date: followUp } : {}),
    });
