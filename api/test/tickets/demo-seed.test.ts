import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type {
  TicketEngineerOption,
  TicketLeadOption,
  TicketListResponse,
  WorkLogListResponse,
} from '@trellis/contracts';
import { DEMO_LOGIN } from '../../db/seeds/01_demo';
import { useDemoApp } from '../helpers/demo-app';
import { sessionCookie } from '../helpers/accounts';
import { getJson } from './ticket-factory';

describe('the demo data of `npm start`: tickets with engineers and work logs', () => {
  const demo = useDemoApp();

  it('lists five tickets, each assigned, across the tile groups, with stored hours', async () => {
    const list = await getJson<TicketListResponse>(demo, demo.cookie, '/api/tickets');
    assert.equal(list.total, 5);
    assert.deepEqual(list.stats, { total: 5, open: 3, in_progress: 1, resolved: 1, expired: 0 });
    assert.ok(list.items.every((i) => i.engineer_name && i.task_start_date && i.location));
    const fromLead = list.items.find((i) => i.lead_id !== null)!;
    const lead = await getJson<{ ticket_code: string }>(
      demo,
      demo.cookie,
      `/api/leads/${fromLead.lead_id}`,
    );
    assert.equal(lead.ticket_code, fromLead.code);
    const working = list.items.find((i) => i.status === 'In Progress')!;
    const logs = await getJson<WorkLogListResponse>(
      demo,
      demo.cookie,
      `/api/tickets/${working.id}/work-logs`,
    );
    assert.equal(logs.items.length, 2);
    assert.equal(logs.total_hours, 6.5);
  });

  it('offers a confirmed lead without a ticket, and shows the lapsed engineer disabled with the reason', async () => {
    const leads = await getJson<{ items: TicketLeadOption[] }>(
      demo,
      demo.cookie,
      '/api/tickets/lead-options',
    );
    assert.equal(leads.items.length, 1);
    const engineers = await getJson<{ items: TicketEngineerOption[] }>(
      demo,
      demo.cookie,
      '/api/tickets/engineer-options',
    );
    assert.deepEqual(
      engineers.items.map((e) => [e.name, e.compliant]),
      [
        ['Lena Ortiz', false],
        ['Priya Raman', true],
        ['Tom Becker', true],
      ],
    );
    assert.match(engineers.items[0]!.reason!, /^Lena Ortiz cannot be assigned: Right to work/);
  });

  it('lets a demo engineer sign in to the mobile API and see their own tickets', async () => {
    const login = await demo.t.app.inject({
      method: 'POST',
      url: '/api/engineers/login',
      payload: { email: 'tom.becker@trellis.local', password: DEMO_LOGIN.password },
    });
    assert.equal(login.statusCode, 200, login.body);
    const mine = await getJson<TicketListResponse>(
      demo,
      sessionCookie(login),
      '/api/engineers/me/tickets',
    );
    assert.deepEqual(
      mine.items.map((i) => i.engineer_name),
      ['Tom Becker', 'Tom Becker'],
    );
  });
});
