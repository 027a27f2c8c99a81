import type { Knex } from 'knex';
import { EMPTY_ENGINEER_PROFILE, engineerNearestExpiry } from '@trellis/contracts';

// Demo tickets for a fresh `npm start` (issue 10): three engineers (two compliant, one whose
// right to work has expired, shown disabled in the picker with its reason), the ticket made from
// the first demo lead and the lead-less one filled in with an engineer, dates and an address,
// three more across the month for the calendar, and stored work logs. The second Confirm lead is
// left without a ticket, so its 'Create Ticket' button can be tried.

const ENGINEERS = [
  { name: 'Priya Raman', email: 'priya.raman@trellis.local', phone: '+44 7700 900101', rtw: 400 },
  { name: 'Tom Becker', email: 'tom.becker@trellis.local', phone: '+49 151 2345 6789', rtw: 220 },
  { name: 'Lena Ortiz', email: 'lena.ortiz@trellis.local', phone: '+34 612 345 678', rtw: -10 },
];

const ADDRESS = {
  apartment: 'Unit 4',
  address_line_1: '1 Engineering Way',
  city: 'London',
  country: 'United Kingdom',
  zip_code: 'EC1A 1BB',
  timezone: 'UTC+00:00',
};

type Day = (offset: number) => string;

async function demoEngineers(knex: Knex, day: Day, passwordHash: string): Promise<number[]> {
  const existing = await knex('users').where({ role: 'engineer' }).orderBy('id').select('id');
  if (existing.length > 0) return existing.map((r: { id: number }) => r.id);
  const ids: number[] = [];
  for (const e of ENGINEERS) {
    const profile = {
      ...EMPTY_ENGINEER_PROFILE,
      idDocuments: [{ doc_type: 'Passport', issue_date: day(-700), expiry_date: day(1500) }],
      rightToWork: [
        { visa_types: 'Skilled Worker', issue_date: day(-300), expiry_date: day(e.rtw) },
      ],
    };
    const nearest = engineerNearestExpiry(profile);
    const [row] = await knex('users')
      .insert({
        username: e.name,
        email: e.email,
        phone: e.phone,
        password_hash: passwordHash,
        role: 'engineer',
        status: 'Active',
        profile,
        nearest_expiry: nearest?.expiry_date ?? null,
        nearest_expiry_document: nearest?.document ?? null,
      })
      .returning('id');
    ids.push((row as { id: number }).id);
  }
  return ids;
}

/** Work logs for `ticketId`: [engineer, day offset, start, end, break minutes, status]. */
async function logHours(
  knex: Knex,
  day: Day,
  ticketId: number,
  entries: [number, number, string, string, number, string][],
) {
  for (const [engineerId, offset, start, end, breakMinutes, status] of entries)
    await knex('ticket_work_logs').insert({
      ticket_id: ticketId,
      engineer_id: engineerId,
      work_date: day(offset),
      start_time: start,
      end_time: end,
      break_minutes: breakMinutes,
      status,
    });
}

export async function seedDemoTickets(knex: Knex, day: Day, passwordHash: string): Promise<void> {
  const [priya, tom] = await demoEngineers(knex, day, passwordHash);
  if (priya === undefined) return;
  const engineer2 = tom ?? priya;

  // The two tickets the customers' demo made: from the first lead, and one without a lead.
  const fromLead = await knex('tickets')
    .whereNotNull('lead_id')
    .orderBy('id')
    .first('id', 'lead_id');
  if (fromLead) {
    const lead = await knex('leads').where({ id: fromLead.lead_id }).first();
    await knex('tickets').where({ id: fromLead.id }).update({
      engineer_id: priya,
      priority: 'High',
      task_start_date: lead.task_start_date,
      task_end_date: lead.task_end_date,
      task_time_hours: lead.task_time_hours,
      scope_of_work: lead.scope_of_work,
      apartment: lead.apartment,
      address_line_1: lead.address_line_1,
      city: lead.city,
      country: lead.country,
      zip_code: lead.zip_code,
      poc_details: 'Facilities desk, +44 20 7946 0011',
      tools: lead.tools,
    });
  }
  const loose = await knex('tickets').whereNull('lead_id').orderBy('id').first('id');
  if (loose) {
    await knex('tickets')
      .where({ id: loose.id })
      .update({
        ...ADDRESS,
        engineer_id: engineer2,
        status: 'In Progress',
        task_start_date: day(-1),
        task_end_date: day(1),
        task_time_hours: 8,
        scope_of_work: 'Patch 24 fibre pairs and certify each link.',
      });
    await logHours(knex, day, loose.id, [
      [engineer2, -1, '08:00', '12:30', 30, 'In Progress'],
      [engineer2, 0, '09:00', '11:30', 0, 'In Progress'],
    ]);
  }

  const customers = await knex('customers').orderBy('id').limit(3).select('id');
  const customer = (i: number) => (customers[i] ?? customers[0]) as { id: number };
  const more = [
    {
      customer_id: customer(1).id,
      task_name: 'Printer fleet service',
      status: 'Closed',
      priority: 'Low',
      engineer_id: priya,
      task_start_date: day(-6),
      task_end_date: day(-6),
      task_time_hours: 9,
      full_day_rate: '350.00',
      logs: [[priya, -6, '09:00', '13:00', 15, 'Closed']] as [
        number,
        number,
        string,
        string,
        number,
        string,
      ][],
    },
    {
      customer_id: customer(2).id,
      task_name: 'UPS battery swap',
      status: 'On Hold',
      priority: 'Urgent',
      engineer_id: engineer2,
      task_start_date: day(9),
      task_end_date: day(10),
      task_time_hours: 7,
      half_day_rate: '180.00',
      logs: [],
    },
    {
      customer_id: customer(0).id,
      task_name: 'Access point install, 3 floors',
      status: 'Offered',
      priority: 'Medium',
      engineer_id: priya,
      task_start_date: day(16),
      task_end_date: day(17),
      task_time_hours: 10,
      hourly_rate: '50.00',
      logs: [],
    },
  ];
  for (const { logs, ...ticket } of more) {
    const [row] = await knex('tickets')
      .insert({ ...ADDRESS, currency: 'USD', scope_of_work: ticket.task_name, ...ticket })
      .returning('id');
    await logHours(knex, day, (row as { id: number }).id, logs);
  }
}
