import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadFormDefaults, LEAD_TIME_ZONES, type LeadBody } from '@trellis/contracts';
import { renderWithProviders, setupApiServer } from '@trellis/platform/testing';
import { SEARCH_DEBOUNCE_MS } from '@trellis/ui/forms';
import { LeadForm } from '../lead-form';
import { dayFromToday } from '../../../../test/leads-api';
import {
  fakeCustomerSearch,
  fillLeadFields,
  pickCustomer,
  section,
} from '../../../../test/lead-form-helpers';

const server = setupApiServer();

function setup() {
  const customers = fakeCustomerSearch();
  server.use(customers.handler);
  const onSubmit = jest.fn<void, [LeadBody]>();
  renderWithProviders(
    <LeadForm
      defaultValues={leadFormDefaults(dayFromToday(0))}
      customer={null}
      submitLabel="Create Lead"
      saving={false}
      error={null}
      failed="Failed to save lead"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { user: userEvent.setup({ delay: null }), onSubmit, customers };
}

/** The options a combobox offers now. */
const offered = (list: string) =>
  within(screen.getByRole('listbox', { name: list }))
    .queryAllByRole('option')
    .map((option) => option.textContent);

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create Lead' }));

describe('LeadForm', () => {
  it("has the seven sections and the spec's defaults", () => {
    setup();
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      [
        'Lead Information',
        'Ticket Details',
        'Address & Location',
        'Pricing & Rates',
        'Tools & Project Details',
        'Additional Costs',
        'Lead Status',
      ],
    );
    expect(field('Currency')).toHaveValue('EUR');
    expect(field('Lead Type')).toHaveValue('Full time');
    expect(section('Lead Status').getByLabelText('Status')).toHaveValue('BID');
    expect(field('Task Start Date')).toHaveValue(dayFromToday(0));
    expect(field('Task Start Date')).toHaveAttribute('min', dayFromToday(0));
    expect(screen.getByText('Start date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveValue(
      'UTC+00:00 (London, Dublin, Lisbon, Accra)',
    );
    expect(field('Task Time')).toHaveAttribute('step', '3600');
    expect(field('Hourly Rate')).toHaveAttribute('step', '0.01');
  });

  it('names every missing required field, verbatim, and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.clear(field('Task Start Date'));
    await submit(user);
    for (const label of [
      'Customer',
      'Task Name',
      'End Client Name',
      'Task Start Date',
      'Task End Date',
      'Task Time',
      'Scope of Work',
      'Apartment',
      'Address Line 1',
      'City',
      'Country',
      'Zip Code',
      'Hourly Rate',
      'Half Day Rate',
      'Full Day Rate',
    ])
      expect(await screen.findByText(`${label} is required`)).toBeInTheDocument();
    for (const optional of ['Client Ticket Number', 'Address Line 2', 'Monthly Rate', 'Tools'])
      expect(screen.queryByText(`${optional} is required`)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed lead: whole hours, 2-decimal amounts, the picked customer and time zone', async () => {
    const { user, onSubmit } = setup();
    await pickCustomer(user, 'acme', 'Acme & Sons');
    await fillLeadFields(user);
    const zone = screen.getByRole('combobox', { name: 'Timezone' });
    await user.clear(zone);
    await user.type(zone, 'india');
    await user.click(screen.getByRole('option', { name: /UTC\+05:30/ }));
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      customer_id: 3,
      task_name: 'Rack install',
      task_start_date: dayFromToday(2),
      task_end_date: dayFromToday(3),
      task_time_hours: 9,
      timezone: 'UTC+05:30',
      currency: 'EUR',
      lead_type: 'Full time',
      hourly_rate: '55.00',
      half_day_rate: '200.50',
      full_day_rate: '380.00',
      monthly_rate: null,
      address_line_2: null,
      status: 'BID',
      reschedule_date: null,
    });
  });

  it('refuses an end date before the start, a start in the past and a task time that is not whole hours', async () => {
    const { user, onSubmit } = setup();
    await pickCustomer(user, 'acme', 'Acme & Sons');
    await fillLeadFields(user);
    await user.clear(field('Task End Date'));
    await user.type(field('Task End Date'), dayFromToday(1));
    await user.clear(field('Task Time'));
    await user.type(field('Task Time'), '09:30');
    await submit(user);
    expect(await screen.findByText('End date cannot be before the start date')).toBeInTheDocument();
    expect(screen.getByText('Task Time must be in whole hours')).toBeInTheDocument();

    await user.clear(field('Task Start Date'));
    await user.type(field('Task Start Date'), dayFromToday(-1));
    await submit(user);
    await waitFor(() => expect(field('Task Start Date')).toHaveAttribute('aria-invalid', 'true'));
    // The hint gives way to the same words as the field's error.
    expect(screen.getByText('Start date cannot be in the past')).toHaveAttribute('role', 'alert');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers a follow-up date for Reschedule and Cancelled only, and clears it for the others', async () => {
    const { user, onSubmit } = setup();
    const status = section('Lead Status').getByLabelText('Status');
    expect(section('Lead Status').queryByLabelText(/Follow-up Date/)).not.toBeInTheDocument();
    await user.selectOptions(status, 'Reschedule');
    const date = section('Lead Status').getByLabelText(/Follow-up Date/);
    expect(date).toHaveAttribute('min', dayFromToday(0));
    await user.type(date, dayFromToday(-2));
    await user.selectOptions(status, 'Cancelled');
    expect(section('Lead Status').getByLabelText(/Follow-up Date/)).toHaveValue(dayFromToday(-2));

    await pickCustomer(user, 'acme', 'Acme & Sons');
    await fillLeadFields(user);
    await submit(user);
    expect(await screen.findByText('Follow-up date cannot be in the past')).toBeInTheDocument();

    await user.selectOptions(status, 'Confirm');
    expect(section('Lead Status').queryByLabelText(/Follow-up Date/)).not.toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ status: 'Confirm', reschedule_date: null });
  });
});

describe('LeadForm time zone picker', () => {
  it('lists the 26 offsets and finds them by label or keyword', async () => {
    const { user } = setup();
    const zone = screen.getByRole('combobox', { name: 'Timezone' });
    await user.click(zone);
    const list = screen.getByRole('listbox', { name: 'Time zones' });
    expect(within(list).getAllByRole('option')).toHaveLength(LEAD_TIME_ZONES.length);
    expect(LEAD_TIME_ZONES).toHaveLength(26);

    await user.clear(zone);
    await user.type(zone, 'pst');
    expect(offered('Time zones')).toEqual(['UTC-08:00 (Pacific Time, US & Canada)']);
    await user.clear(zone);
    await user.type(zone, 'Tokyo');
    expect(offered('Time zones')).toEqual(['UTC+09:00 (Tokyo, Seoul)']);
  });

  it("says 'No timezones found' when nothing matches", async () => {
    const { user } = setup();
    const zone = screen.getByRole('combobox', { name: 'Timezone' });
    await user.clear(zone);
    await user.type(zone, 'Atlantis');
    expect(screen.getByText('No timezones found')).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'Time zones' })).not.toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-expanded', 'false');
  });

  it('is keyboard usable: arrows move, Enter picks, Escape puts the choice back', async () => {
    const { user } = setup();
    const zone = screen.getByRole('combobox', { name: 'Timezone' });
    zone.focus();
    await user.keyboard('{ArrowDown}');
    expect(zone).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    const active = document.getElementById(zone.getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('UTC-11:00 (American Samoa, Niue)');
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(zone).toHaveValue('UTC-11:00 (American Samoa, Niue)');
    expect(zone).toHaveAttribute('aria-expanded', 'false');

    await user.type(zone, 'xyz');
    await user.keyboard('{Escape}');
    expect(zone).toHaveValue('UTC-11:00 (American Samoa, Niue)');
  });

  it('reaches every option of the scrolling list from the box, scrolling it into view', async () => {
    // jsdom lays nothing out and has no scrollIntoView: record which element asks to be shown.
    const scrolled: Element[] = [];
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    try {
      const { user } = setup();
      const zone = screen.getByRole('combobox', { name: 'Timezone' });
      zone.focus();
      // ArrowUp opens on the last option: the far end of the list, below its scrolled-off part.
      await user.keyboard('{ArrowUp}');
      const list = screen.getByRole('listbox', { name: 'Time zones' });
      // The list the box controls is what scrolls, so axe sees a combobox popup, not a region
      // the keyboard cannot reach.
      expect(zone).toHaveAttribute('aria-controls', list.id);
      expect(getComputedStyle(list).overflowY).toBe('auto');
      expect(getComputedStyle(list.parentElement!).overflowY).not.toMatch(/auto|scroll/);
      const last = within(list).getAllByRole('option').at(-1)!;
      expect(zone).toHaveAttribute('aria-activedescendant', last.id);
      expect(last).toHaveTextContent(LEAD_TIME_ZONES.at(-1)!.label);
      expect(scrolled.at(-1)).toBe(last);
      // Down from the last wraps to the first, which is scrolled back into view.
      await user.keyboard('{ArrowDown}');
      const first = within(list).getAllByRole('option')[0]!;
      expect(zone).toHaveAttribute('aria-activedescendant', first.id);
      expect(scrolled.at(-1)).toBe(first);
      expect(zone).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(zone).toHaveValue(LEAD_TIME_ZONES[0]!.label);
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('stays open while the list is pressed (its padding or scrollbar) and picks on click', async () => {
    const { user } = setup();
    const zone = screen.getByRole('combobox', { name: 'Timezone' });
    await user.click(zone);
    const list = screen.getByRole('listbox', { name: 'Time zones' });
    await user.pointer({ keys: '[MouseLeft>]', target: list });
    expect(zone).toHaveFocus();
    expect(zone).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: list });
    await user.click(within(list).getAllByRole('option')[1]!);
    expect(zone).toHaveValue(LEAD_TIME_ZONES[1]!.label);
    expect(zone).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('LeadForm customer picker', () => {
  it('searches the server as one types, a few customers at a time, once typing pauses', async () => {
    const { user, customers } = setup();
    const box = screen.getByRole('combobox', { name: 'Customer' });
    expect(customers.requests).toHaveLength(0);
    await user.click(box);
    expect(await screen.findByRole('option', { name: /Globex/ })).toBeInTheDocument();
    await user.type(box, 'Acm');
    await waitFor(() => expect(offered('Customers')).toEqual(['Acme & Sons#AIM-C-003']));
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)));
    expect(customers.requests.map((p) => p.get('search'))).toEqual([null, 'Acm']);
    expect(customers.requests.every((p) => p.get('limit') === '10')).toBe(true);
  });
});
