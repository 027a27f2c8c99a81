import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, renderWithProviders, setupApiServer } from '@trellis/platform/testing';
import {
  ticketFormDefaults,
  TICKET_FORM_SECTIONS,
  type Holiday,
  type TicketEngineerOption,
} from '@trellis/contracts';
import { TicketForm } from '../ticket-form';
import type { TicketFiles, TicketFormOutput } from '../../utils/ticket-form-data';
import { fakePickersApi } from '../../../../test/pickers-api';
import { field, fillTicketFields, pickOption, section } from '../../../../test/ticket-form-helpers';

const server = setupApiServer();

const REASON = 'Right to work expires on 2026-01-31, before the ticket ends on 2026-02-04';
const ENGINEERS = [
  fixtures.ticketEngineerOption({ id: 5, name: 'Grace Hopper' }),
  fixtures.ticketEngineerOption({ id: 6, name: 'Alan Turing', compliant: false, reason: REASON }),
];
const LEAD = fixtures.leadDetail({
  id: 12,
  status: 'Confirm',
  task_name: 'Fibre splice',
  customer_id: 3,
  customer_name: 'Acme & Sons',
  task_start_date: '2026-03-02',
  task_end_date: '2026-03-04',
  task_time_hours: 8,
  scope_of_work: 'Splice two trays',
  apartment: 'Floor 3',
  address_line_1: '9 Dock Road',
  city: 'Pune',
  country: 'India',
  zip_code: '411001',
  timezone: 'UTC-08:00',
  currency: 'GBP',
  hourly_rate: '60.00',
  half_day_rate: null,
});

function setup(engineers: TicketEngineerOption[] = ENGINEERS, holidays: Holiday[] = []) {
  const pickers = fakePickersApi({
    engineers,
    leadOptions: [
      fixtures.ticketLeadOption({
        id: 12,
        task_name: 'Fibre splice',
        customer_id: 3,
        customer_name: 'Acme & Sons',
      }),
    ],
    leads: [LEAD],
    holidays,
  });
  server.use(...pickers.handlers);
  const onSubmit = jest.fn<void, [TicketFormOutput, TicketFiles]>();
  const { queryClient } = renderWithProviders(
    <TicketForm
      defaultValues={ticketFormDefaults()}
      initialPicks={{ customer: null, lead: null, engineer: null }}
      withFiles
      submitLabel="Create Ticket"
      saving={false}
      error={null}
      failed="Failed to create ticket"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { user: userEvent.setup({ delay: null }), onSubmit, pickers, queryClient };
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create Ticket' }));

describe('TicketForm', () => {
  it("has the seven sections and the spec's defaults", () => {
    setup();
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      TICKET_FORM_SECTIONS.map((s) => s.title),
    );
    expect(TICKET_FORM_SECTIONS.map((s) => s.title)).toEqual([
      'Customer & Lead',
      'Task Details',
      'Engineer Assignment',
      'Address',
      'POC & Documents',
      'Pricing & Rates',
      'Cost',
    ]);
    expect(field('Currency')).toHaveValue('USD');
    expect(field('Hourly Rate')).toHaveValue(50);
    expect(field('Half Day Rate')).toHaveValue(180);
    expect(field('Full Day Rate')).toHaveValue(350);
    expect(field('Priority')).toHaveValue('Medium');
    const zones = within(field('Timezone')).getAllByRole('option');
    expect(zones.map((o) => (o as HTMLOptionElement).value)).toEqual([
      'UTC+00:00',
      'UTC+05:30',
      'UTC+04:00',
      'UTC-05:00',
      'UTC+01:00',
    ]);
    expect(field('Timezone')).toHaveValue('UTC+00:00');
    expect(screen.getByRole('combobox', { name: 'Engineer' })).toHaveAccessibleDescription(
      'Engineer assignment is required for ticket creation',
    );
    expect(field('Documents')).toHaveAttribute('multiple');
    expect(field('Sign-off Sheet')).toHaveAttribute('multiple');
  });

  it('names every missing required field, verbatim, and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await submit(user);
    for (const message of [
      'Customer is required',
      'Lead is required',
      'Task Name is required',
      'Task Start Date is required',
      'Task End Date is required',
      'Task Time is required',
      'Scope of Work is required',
      'Engineer assignment is required for ticket creation',
      'Apartment is required',
      'Address Line 1 is required',
      'City is required',
      'Country is required',
      'Zip Code is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    for (const optional of ['Address Line 2', 'Monthly Rate', 'Tools', 'POC Details'])
      expect(screen.queryByText(`${optional} is required`)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end date before the start date, and a rate below 0', async () => {
    const { user, onSubmit } = setup();
    await fillTicketFields(user);
    await user.clear(field('Task End Date'));
    await user.type(field('Task End Date'), '2026-02-01');
    await user.clear(field('Hourly Rate'));
    await user.type(field('Hourly Rate'), '-5');
    await submit(user);
    expect(await screen.findByText('End date cannot be before the start date')).toBeInTheDocument();
    expect(field('Hourly Rate')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Task Name is required')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists an engineer who may not take the ticket as disabled, with the reason beside', async () => {
    const { user, pickers } = setup();
    await user.type(field('Task End Date'), '2026-02-04');
    const box = screen.getByRole('combobox', { name: 'Engineer' });
    await user.click(box);
    const alan = await screen.findByRole('option', { name: /Alan Turing/ });
    expect(alan).toHaveAttribute('aria-disabled', 'true');
    expect(alan).toHaveTextContent(REASON);
    expect(screen.getByRole('option', { name: /Grace Hopper/ })).toHaveTextContent('Compliant');
    expect(pickers.engineerRequests.at(-1)?.get('until')).toBe('2026-02-04');
    await user.click(alan);
    expect(box).toHaveValue('');
    // The keyboard skips it too.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box).toHaveValue('Grace Hopper');
  });

  it("says 'No engineers available. Please add engineers first.' when there are none", async () => {
    const { user } = setup([]);
    await user.click(screen.getByRole('combobox', { name: 'Engineer' }));
    expect(
      await screen.findByText('No engineers available. Please add engineers first.'),
    ).toBeInTheDocument();
  });

  it("fills in a chosen lead's customer, task, dates, address and rates", async () => {
    const { user, onSubmit } = setup();
    await pickOption(user, 'Lead', 'fibre', /Fibre splice/);
    await waitFor(() => expect(field('Task Name')).toHaveValue('Fibre splice'));
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Acme & Sons');
    expect(screen.getByRole('combobox', { name: 'Lead' })).toHaveValue('#AIM-L-012 · Fibre splice');
    expect(field('Task Start Date')).toHaveValue('2026-03-02');
    expect(field('Task End Date')).toHaveValue('2026-03-04');
    expect(field('Task Time')).toHaveValue('08:00');
    expect(field('Address Line 1')).toHaveValue('9 Dock Road');
    expect(field('City')).toHaveValue('Pune');
    expect(field('Timezone')).toHaveValue('UTC-08:00');
    expect(field('Currency')).toHaveValue('GBP');
    expect(field('Hourly Rate')).toHaveValue(60);
    expect(field('Half Day Rate')).toHaveValue(180); // the lead has none: the default stays
    await pickOption(user, 'Engineer', 'grace', /Grace Hopper/);
    await user.upload(field('Documents'), [
      new File(['a'], 'plan.pdf'),
      new File(['b'], 'map.png'),
    ]);
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, files] = onSubmit.mock.calls[0]!;
    expect(values).toMatchObject({
      lead_id: 12,
      customer_id: 3,
      engineer_id: 5,
      task_time_hours: 8,
      priority: 'Medium',
      hourly_rate: '60.00',
      half_day_rate: '180.00',
    });
    expect(files.documents.map((f) => f.name)).toEqual(['plan.pdf', 'map.png']);
    expect(section('POC & Documents').getByText('plan.pdf')).toBeInTheDocument();
  });

  it("warns about a start date on a holiday only in the ticket's own country", async () => {
    const republicDay = fixtures.holiday({
      title: 'Republic Day',
      type: 'National Holiday',
      country: 'India',
      date: '2026-01-26',
    });
    const { user, pickers, queryClient } = setup(ENGINEERS, [republicDay]);
    const warning = /^Task Start Date is/;
    await fillTicketFields(user); // United Kingdom, 2026-02-03: an ordinary day
    await user.clear(field('Task Start Date'));
    await user.type(field('Task Start Date'), '2026-01-26'); // India's holiday, not the UK's
    await waitFor(() =>
      expect(pickers.holidayRequests.map((params) => Object.fromEntries(params))).toContainEqual({
        country: 'United Kingdom',
        from: '2026-01-26',
        to: '2026-01-26',
      }),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.clear(field('Country'));
    await user.type(field('Country'), 'India');
    expect(
      await screen.findByText('Task Start Date is Republic Day, a National Holiday in India.'),
    ).toBeInTheDocument();
  });
});
