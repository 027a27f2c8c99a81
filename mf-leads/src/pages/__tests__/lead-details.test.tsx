import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, REALTIME_EVENTS, type AuditEvent } from '@trellis/contracts';
import { realtime } from '@trellis/platform';
import {
  emitRealtime,
  fakeHistoryApi,
  fixtures,
  http,
  HttpResponse,
  setupPageTest,
} from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { dayFromToday, fakeLeadsApi } from '../../test/leads-api';

const { server, serveAndRender } = setupPageTest();

const lead = fixtures.lead({
  id: 7,
  task_name: 'Rack install',
  customer_id: 3,
  customer_name: 'Acme & Sons',
  end_client_name: 'Globex Retail',
  client_ticket_number: 'CLIENT-77',
  task_start_date: dayFromToday(3),
  task_end_date: dayFromToday(4),
  task_time_hours: 9,
  scope_of_work: 'Install two racks',
  apartment: 'Unit 4',
  address_line_1: '1 Main Street',
  address_line_2: 'Floor 2',
  city: 'Pune',
  country: 'India',
  zip_code: '411001',
  timezone: 'UTC+05:30',
  currency: 'GBP',
  hourly_rate: '55.00',
  half_day_rate: '200.00',
  full_day_rate: '380.00',
  monthly_rate: '7000.00',
  agreed_rate: '350.00',
  tools: 'Crimper, label printer',
  travel_cost_day: '25.50',
  total_cost: '900.00',
  created_at: '2026-01-05T09:30:00.000Z',
});

const created = fixtures.auditEvent({
  id: 1,
  action: 'lead.created',
  entity: 'lead',
  entity_id: '7',
  changes: [{ field: 'status', from: null, to: 'BID' }],
});

afterEach(() => realtime.disconnect());

function setup() {
  return serveAndRender(fakeLeadsApi([lead]), () => renderApp('/leads'));
}

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Actions for #AIM-L-007' }));
  await user.click(screen.getByRole('menuitem', { name: 'View' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lead details' });
  await within(dialog).findByText('Install two racks');
  return within(dialog);
}

describe('Lead details modal', () => {
  it('shows every field, the created time in UTC with the country and time zone, and the history', async () => {
    const historyApi = fakeHistoryApi(server, [created]);
    const { user } = setup();
    const details = await openDetails(user);
    for (const text of [
      '#AIM-L-007 · Rack install',
      'Acme & Sons (#AIM-C-003)',
      'Full time',
      'Globex Retail',
      'CLIENT-77',
      '09:00',
      'Unit 4',
      '1 Main Street',
      'Floor 2',
      'Pune',
      '411001',
      'UTC+05:30 (India, Sri Lanka)',
      '£55.00',
      '£200.00',
      '£380.00',
      '£7,000.00',
      '£350.00',
      'Crimper, label printer',
      '£25.50',
      '£900.00',
    ])
      expect(details.getAllByText(text).length).toBeGreaterThan(0);
    expect(
      details.getByText('Created Jan 5, 2026, 9:30 AM UTC · India · UTC+05:30 (India, Sri Lanka)'),
    ).toBeInTheDocument();
    const history = within(details.getByRole('region', { name: 'History' }));
    expect(await history.findByText(/Ada Lovelace created the lead/)).toBeInTheDocument();
    expect(historyApi.lastQuery()).toMatchObject({ entity: 'lead', entity_id: '7' });
  });

  it('lets the keyboard reach the scrolling details: one tab stop, named by the lead', async () => {
    const { user } = setup();
    const details = await openDetails(user);
    const article = details.getByRole('article', { name: '#AIM-L-007 · Rack install' });
    details.getByRole('button', { name: 'Close dialog' }).focus();
    await user.tab();
    expect(article).toHaveFocus();
    await user.tab();
    expect(details.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('opens Change Status over itself; the History shows the change and its reason once recorded', async () => {
    const events: AuditEvent[] = [created];
    server.use(http.get(API_ROUTES.audit, () => HttpResponse.json(fixtures.auditList(events))));
    realtime.connect();
    await waitFor(() => expect(realtime.connected).toBe(true));
    const { user } = setup();
    const details = await openDetails(user);
    await user.click(details.getByRole('button', { name: 'Change Status' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Change Status' }));
    await user.selectOptions(modal.getByLabelText('Status'), 'Reschedule');
    await user.type(modal.getByLabelText(/Follow-up Date/), dayFromToday(6));
    await user.type(modal.getByLabelText(/Reason/), 'Site closed for a holiday');
    await user.click(modal.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change Status' })).not.toBeInTheDocument(),
    );
    const history = details.getByRole('list', { name: 'History' });
    events.unshift(
      fixtures.auditEvent({
        id: 2,
        action: 'lead.status_changed',
        entity: 'lead',
        entity_id: '7',
        changes: [
          { field: 'status', from: 'BID', to: 'Reschedule' },
          { field: 'reschedule_date', from: null, to: dayFromToday(6) },
          { field: 'reason', from: null, to: 'Site closed for a holiday' },
        ],
      }),
    );
    act(() =>
      emitRealtime(REALTIME_EVENTS.auditRecorded, { id: 2, entity: 'lead', entity_id: '7' }),
    );
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    const latest = within(history).getAllByRole('listitem')[0]!;
    expect(latest).toHaveTextContent('Ada Lovelace changed Status, Reschedule date, Reason');
    await user.click(within(latest).getByRole('button', { name: 'Details' }));
    expect(latest).toHaveTextContent('Status: BID → to Reschedule');
    expect(latest).toHaveTextContent('Reason: empty → to Site closed for a holiday');
    expect(screen.getByRole('dialog', { name: 'Lead details' })).toBeInTheDocument();
  });
});
