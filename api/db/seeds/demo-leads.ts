import type { Knex } from 'knex';

/** What every demo lead shares: the fields the lead form requires. */
const LEAD_DEFAULTS = {
  lead_type: 'Full time',
  timezone: 'UTC+00:00',
  currency: 'EUR',
  apartment: 'Suite 2',
  country: 'United Kingdom',
};

/**
 * Four leads: Confirm with a ticket (the Ticket column shows its code), Confirm without one
 * ('Create Ticket'), BID, and Reschedule with a follow-up date and a reason; each with the
 * status history its changes would have written. Answers their ids, in that order.
 */
export async function seedDemoLeads(
  knex: Knex,
  customerIds: number[],
  day: (offset: number) => string,
): Promise<number[]> {
  const leads = [
    {
      customer_id: customerIds[0],
      task_name: 'Rack and stack, 2 days',
      end_client_name: 'Acme Retail',
      client_ticket_number: 'ACME-4471',
      status: 'Confirm',
      task_start_date: day(7),
      task_end_date: day(8),
      task_time_hours: 9,
      scope_of_work: 'Unbox, rack and cable two 42U cabinets; label and photograph each port.',
      address_line_1: '1 Engineering Way',
      city: 'London',
      zip_code: 'EC1A 1BB',
      hourly_rate: '55.00',
      half_day_rate: '200.00',
      full_day_rate: '380.00',
      tools: 'Cage nut tool, label printer',
      history: [
        ['BID', null, null],
        ['Confirm', null, 'PO received'],
      ],
    },
    {
      customer_id: customerIds[1],
      task_name: 'Wi-Fi survey, warehouse',
      end_client_name: 'Northwind Logistics',
      status: 'Confirm',
      task_start_date: day(12),
      task_end_date: day(12),
      task_time_hours: 8,
      scope_of_work: 'Predictive and on-site Wi-Fi survey of a 6,000 m² warehouse.',
      address_line_1: 'Hafenstrasse 4',
      city: 'Hamburg',
      country: 'Germany',
      zip_code: '20457',
      timezone: 'UTC+01:00',
      hourly_rate: '60.00',
      half_day_rate: '220.00',
      full_day_rate: '410.00',
      travel_cost_day: '45.00',
      history: [
        ['BID', null, null],
        ['Confirm', null, null],
      ],
    },
    {
      customer_id: customerIds[2],
      task_name: 'Point-of-sale swap, 12 stores',
      end_client_name: 'Lopez Retail',
      status: 'BID',
      task_start_date: day(20),
      task_end_date: day(34),
      task_time_hours: 7,
      scope_of_work: 'Replace the point-of-sale terminals of 12 stores, one store a day.',
      address_line_1: 'Calle Mayor 7',
      city: 'Madrid',
      country: 'Spain',
      zip_code: '28013',
      currency: 'USD',
      hourly_rate: '48.00',
      half_day_rate: '170.00',
      full_day_rate: '320.00',
      monthly_rate: '5800.00',
      history: [['BID', null, null]],
    },
    {
      customer_id: customerIds[0],
      task_name: 'Fibre patching, floor 3',
      end_client_name: 'Acme Offices',
      status: 'Reschedule',
      reschedule_date: day(5),
      task_start_date: day(14),
      task_end_date: day(14),
      task_time_hours: 10,
      scope_of_work: 'Patch 48 fibre pairs between the floor 3 comms room and the core.',
      address_line_1: '1 Engineering Way',
      city: 'London',
      zip_code: 'EC1A 1BB',
      currency: 'GBP',
      hourly_rate: '52.00',
      half_day_rate: '190.00',
      full_day_rate: '360.00',
      history: [
        ['BID', null, null],
        ['Reschedule', day(5), 'Site access not ready until the landlord signs off'],
      ],
    },
  ];
  const user = await knex('users').orderBy('id').first<{ id: number } | undefined>('id');
  const ids: number[] = [];
  for (const { history, ...lead } of leads) {
    const [row] = await knex('leads')
      .insert({ ...LEAD_DEFAULTS, ...lead })
      .returning('id');
    const id = (row as { id: number }).id;
    ids.push(id);
    let from: string | null = null;
    for (const [to, followUp, reason] of history as [string, string | null, string | null][]) {
      await knex('lead_status_changes').insert({
        lead_id: id,
        from_status: from,
        to_status: to,
        reschedule_date: followUp,
        reason,
        changed_by: user?.id ?? null,
      });
      from = to;
    }
  }
  return ids;
}
