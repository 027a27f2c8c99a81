import { screen, waitFor } from '@testing-library/react';
import { fixtures, setupPageTest } from '@trellis/platform/testing';
import { renderApp } from '../../test/render-app';
import { fakeLeadsApi } from '../../test/leads-api';
import { fakeCustomerSearch } from '../../test/lead-form-helpers';

const { server, serveAndRender } = setupPageTest();

// An old lead: its start and follow-up dates are already in the past, and may stay so.
const saved = fixtures.lead({
  id: 5,
  task_name: 'Rack install',
  customer_id: 3,
  customer_name: 'Acme & Sons',
  status: 'Reschedule',
  reschedule_date: '2026-01-20',
  task_start_date: '2026-01-12',
  task_end_date: '2026-01-13',
  task_time_hours: 14,
  timezone: 'UTC+05:30',
  currency: 'GBP',
  hourly_rate: '55.00',
});

function setup(path = '/leads/edit/5') {
  server.use(fakeCustomerSearch().handler);
  return serveAndRender(fakeLeadsApi([saved]), () => renderApp(path));
}

describe('EditLeadPage', () => {
  it('preloads the lead and saves the full fields with PUT, keeping its own past dates', async () => {
    const { user, api, location } = setup();
    expect(await screen.findByLabelText('Task Name')).toHaveValue('Rack install');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Acme & Sons');
    expect(screen.getByLabelText('Task Time')).toHaveValue('14:00');
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveValue(
      'UTC+05:30 (India, Sri Lanka)',
    );
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
    expect(screen.getByLabelText('Hourly Rate')).toHaveValue(55);
    expect(screen.getByLabelText(/Follow-up Date/)).toHaveValue('2026-01-20');

    await user.clear(screen.getByLabelText('Task Name'));
    await user.type(screen.getByLabelText('Task Name'), 'Rack install, phase 2');
    await user.click(screen.getByRole('button', { name: 'Update Lead' }));
    await waitFor(() => expect(location()).toBe('/leads'));
    expect(api.writes).toHaveLength(1);
    expect(api.writes[0]).toMatchObject({
      method: 'PUT',
      id: 5,
      body: expect.objectContaining({
        task_name: 'Rack install, phase 2',
        customer_id: 3,
        task_start_date: '2026-01-12',
        reschedule_date: '2026-01-20',
        task_time_hours: 14,
        hourly_rate: '55.00',
      }),
    });
  });

  it('says when the lead does not exist', async () => {
    setup('/leads/edit/99');
    expect(await screen.findByText('Lead not found')).toBeInTheDocument();
  });
});
