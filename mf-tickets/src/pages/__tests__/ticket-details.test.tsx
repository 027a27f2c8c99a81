import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ticket } from '@trellis/contracts';
import { fakeHistoryApi, fixtures, setupPageTest } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeTicketsApi } from '../../test/tickets-api';

const { server, serveAndRender } = setupPageTest();

const row = fixtures.ticketListItem({
  id: 7,
  task_name: 'Rack install',
  status: 'Accepted',
  priority: 'High',
  customer_id: 3,
  customer_name: 'Acme & Sons',
  engineer_id: 5,
  engineer_name: 'Grace Hopper',
  lead_id: 12,
  task_start_date: '2026-02-03',
  task_end_date: '2026-02-04',
  task_time_hours: 9,
  timezone: 'UTC+05:30',
  city: 'Pune',
  country: 'India',
  location: 'Pune, India',
});

const details: Partial<Ticket> = {
  scope_of_work: 'Install two racks',
  poc_details: 'Priya, +91 20 5555 0000',
  re_details: 'Site RE: Ravi',
  call_invites: 'Bridge at 08:30',
  currency: 'GBP',
  hourly_rate: '55.00',
  tool_cost: '40.00',
  documents: [
    {
      id: 31,
      name: 'site-plan.pdf',
      url: '/api/files/31',
      mime_type: 'application/pdf',
      size: 2048,
    },
  ],
  sign_off_sheet: [
    {
      id: 32,
      name: 'sign-off.docx',
      url: '/api/files/32',
      mime_type: 'application/msword',
      size: 512,
    },
  ],
};

function setup() {
  return serveAndRender(fakeTicketsApi([row], { details }), () => renderApp('/tickets'));
}

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Actions for #AIM-T-007' }));
  await user.click(screen.getByRole('menuitem', { name: 'View' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ticket Details' });
  await within(dialog).findByText('Install two racks');
  return within(dialog);
}

const field = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByLabelText(label, { exact: false });

describe('Ticket details modal', () => {
  it('shows every field, the files as download links, in a keyboard-scrollable body', async () => {
    const { user } = setup();
    const dialog = await openDetails(user);
    for (const text of [
      '#AIM-T-007',
      'Accepted',
      'High',
      'Acme & Sons (#AIM-C-003)',
      '#AIM-L-012',
      'Grace Hopper',
      'engineer5@example.com',
      'Install two racks',
      'Priya, +91 20 5555 0000',
      'Site RE: Ravi',
      'Bridge at 08:30',
      '09:00',
      '£55.00',
      '£40.00',
    ])
      expect(dialog.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    expect(dialog.getByText(/UTC\+05:30/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'site-plan.pdf' })).toHaveAttribute(
      'href',
      '/api/files/31',
    );
    expect(dialog.getByRole('link', { name: 'sign-off.docx' })).toHaveAttribute(
      'href',
      '/api/files/32',
    );
    const body = dialog.getByRole('article', { name: '#AIM-T-007 · Rack install' });
    expect(body).toHaveAttribute('tabindex', '0');
    expect(await dialog.findByText('No entries found')).toBeInTheDocument();
  });

  it("shows the ticket's History, its work logs included", async () => {
    const history = fakeHistoryApi(server, [
      fixtures.auditEvent({
        action: 'ticket.work_log_added',
        entity: 'ticket',
        entity_id: '7',
        changes: [{ field: 'work_date', from: null, to: '2026-02-03' }],
      }),
    ]);
    const { user } = setup();
    const dialog = await openDetails(user);
    const section = within(dialog.getByRole('region', { name: 'History' }));
    expect(
      await section.findByText(/Ada Lovelace added a work log to the ticket/),
    ).toBeInTheDocument();
    expect(history.lastQuery()).toMatchObject({ entity: 'ticket', entity_id: '7' });
  });

  it('names the missing times and an end before the start, and sends nothing', async () => {
    const { user, api } = setup();
    const dialog = await openDetails(user);
    await user.click(dialog.getByRole('button', { name: 'Add Entry' }));
    expect(await dialog.findByText('Start Time is required')).toBeInTheDocument();
    expect(dialog.getByText('End Time is required')).toBeInTheDocument();
    await user.type(field(dialog, 'Start Time'), '12:00');
    await user.type(field(dialog, 'End Time'), '10:00');
    await user.click(dialog.getByRole('button', { name: 'Add Entry' }));
    expect(await dialog.findByText('End time cannot be before the start time')).toBeInTheDocument();
    expect(api.writes).toEqual([]);
  });

  it("stores a work entry, lists it with '2.50h', and it survives a refetch", async () => {
    const { user, api, queryClient } = setup();
    const dialog = await openDetails(user);
    const date = field(dialog, 'Date');
    await user.clear(date);
    await user.type(date, '2026-02-03');
    await user.type(field(dialog, 'Start Time'), '09:00');
    await user.type(field(dialog, 'End Time'), '11:30');
    expect(dialog.getByText('Duration: 2.50h')).toBeInTheDocument();
    await user.selectOptions(field(dialog, 'Status'), 'In Progress');
    await user.click(dialog.getByRole('button', { name: 'Add Entry' }));

    const history = await dialog.findByRole('table', { name: 'Work History' });
    expect(within(history).getAllByText('2.50h')).toHaveLength(2); // total and actual time
    expect(within(history).getByText('Grace Hopper')).toBeInTheDocument();
    expect(api.writes).toMatchObject([
      {
        method: 'POST work-log',
        id: 7,
        body: {
          work_date: '2026-02-03',
          start_time: '09:00',
          end_time: '11:30',
          break_minutes: 0,
          status: 'In Progress',
        },
      },
    ]);

    // A reload asks the server again: the entry is stored there, not in the browser.
    await act(() => queryClient.resetQueries());
    const again = await within(
      await screen.findByRole('dialog', { name: 'Ticket Details' }),
    ).findByRole('table', { name: 'Work History' });
    expect(within(again).getAllByText('2.50h')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByText('Total Hours').nextSibling).toHaveTextContent('2.50h'),
    );
  });

  it('takes a break off the actual time', async () => {
    const { user } = setup();
    const dialog = await openDetails(user);
    await user.type(field(dialog, 'Start Time'), '09:00');
    await user.type(field(dialog, 'End Time'), '13:00');
    await user.type(field(dialog, 'Break (minutes)'), '30');
    expect(dialog.getByText('Duration: 4.00h (actual 3.50h)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add Entry' }));
    const history = await dialog.findByRole('table', { name: 'Work History' });
    expect(within(history).getByText('3.50h')).toBeInTheDocument();
    expect(within(history).getByText('0.50h')).toBeInTheDocument();
  });
});
