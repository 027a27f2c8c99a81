// The bench's rows: every table topped up to a given count with generated data, in few statements
// (each one runs the aggregate triggers once).
import type { Db } from '../api/src/db/database';
import { createAuditRepository } from '../api/src/repositories/audit-repository';
import { HOLIDAY_COUNTRIES } from '../packages/contracts/src/index';
import { AREA_BENCHES } from './area-bench';

const log = (m: string) => console.log(`[bench] ${m}`);

/** A ticket's status, priority, start date and city from its id column, over every filter. */
const ticketSpread = (id: string) => ({
  status: `(array['Offered', 'Accepted', 'In Progress', 'On Hold', 'Closed', 'Expired'])[1 + ${id} % 6]`,
  priority: `(array['Low', 'Medium', 'High', 'Urgent'])[1 + ${id} % 4]`,
  start: `current_date + (${id} % 400) - 200`,
  city: `'City ' || ${id} % 50`,
});

/** A lead's status by its id, the contract's four in turn; a follow-up date with Reschedule. */
const LEAD_STATUS_OF_ID = "(array['BID', 'Confirm', 'Reschedule', 'Cancelled'])[1 + id % 4]";
const LEAD_FOLLOW_UP_OF_ID = 'case when id % 4 = 2 then current_date + id % 30 end';

async function count(db: Db, table: string, where = 'true'): Promise<number> {
  const { rows } = await db.raw<{ rows: { n: number }[] }>(
    `select count(*)::int as n from ${table} where ${where}`,
  );
  return rows[0]!.n;
}

/**
 * A transaction of more than a thousand audit rows commits them unsealed for the API's sealer;
 * the bench has no API running while it loads, so it seals them itself, as the sealer does.
 */
async function sealAudit(db: Db): Promise<void> {
  const sealed = await createAuditRepository(db).sealPending();
  if (sealed > 0) log(`sealed ${sealed} audit rows into the chain`);
}

/** Tops every table up to `rows` rows (each statement runs the aggregate triggers once). */
export async function load(db: Db, rows: number): Promise<void> {
  const missing = async (table: string, where?: string) =>
    Math.max(0, rows - (await count(db, table, where)));
  let loaded = false;
  const run = async (table: string, n: number, sql: string, bindings: (string | number)[]) => {
    if (n === 0) return;
    log(`loading ${n} ${table}`);
    await db.raw(sql, bindings);
    loaded = true;
  };
  await run(
    'engineers',
    await missing('users', "role = 'engineer'"),
    `insert into users (username, email, password_hash, role, phone)
     select 'Engineer ' || g, 'engineer' || g || '@bench.local', 'x', 'engineer', '+44 7000 ' || g
     from generate_series(1, ?::int) g on conflict do nothing`,
    [rows],
  );
  const customers = await count(db, 'customers');
  await run(
    'customers',
    Math.max(0, rows - customers),
    `insert into customers (name, type, account_email, status, created_at)
     select 'Customer ' || g, case when g % 3 = 0 then 'Freelancer' else 'Company' end,
            'c' || g || '@bench.local', case when g % 5 = 0 then 'Inactive' else 'Active' end,
            now() - make_interval(secs => ?::int - g)
     from generate_series(?::int, ?::int) g`,
    [rows, customers + 1, rows],
  );
  await run(
    'customer_persons',
    await missing('customer_persons'),
    `insert into customer_persons (customer_id, person_name, person_email, person_contact)
     select id, 'Person ' || id, 'p' || id || '@bench.local', '+1 555 ' || id from customers c
     where not exists (select 1 from customer_persons p where p.customer_id = c.id)`,
    [],
  );
  // Every 10th customer has a document, expiring from 60 days ago to 400 days ahead.
  if ((await count(db, 'customer_documents')) === 0) {
    const [file] = await db('files')
      .insert({
        name: 'bench.pdf',
        mime_type: 'application/pdf',
        size: 4,
        sha256: 'x',
        data: Buffer.from('%PDF'),
      })
      .returning('id');
    await run(
      'customer_documents',
      1,
      `insert into customer_documents (customer_id, title, expiry_date, file_id)
       select id, 'Insurance', current_date + (id % 461) - 60, ? from customers where id % 10 = 0`,
      [(file as { id: number }).id],
    );
  }
  // A lead per customer, the four statuses in turn (id % 4: BID, Confirm, Reschedule, Cancelled),
  // a follow-up date on each Reschedule, start dates 200 days either side of today.
  await run(
    'leads',
    await missing('leads'),
    `insert into leads (customer_id, task_name, lead_type, end_client_name, status, reschedule_date,
       task_start_date, task_end_date, task_time_hours, scope_of_work, apartment, address_line_1,
       city, country, zip_code, currency, hourly_rate, half_day_rate, full_day_rate, created_at)
     select id, 'Lead ' || id, (array['Full time', 'Short term', 'Dispatch term'])[1 + id % 3],
            'End Client ' || id % 100, ${LEAD_STATUS_OF_ID}, ${LEAD_FOLLOW_UP_OF_ID},
            current_date + (id % 400) - 200, current_date + (id % 400) - 199, 8 + id % 10,
            'Install and cable', 'Unit ' || id % 20, id || ' Data Way', 'City ' || id % 50,
            'United Kingdom', 'ZIP ' || id % 1000, (array['EUR', 'USD', 'GBP'])[1 + id % 3],
            45 + id % 20, 180, 350, now() - make_interval(secs => ?::int - id)
     from customers order by id limit ?`,
    [rows, await missing('leads')],
  );
  // Leads an earlier bench wrote ('Confirmed', 'Rescheduled', three statuses) take the same
  // spread; a no-op once they have it.
  const offSpread = `status <> ${LEAD_STATUS_OF_ID} or (id % 4 = 2) <> (reschedule_date is not null)`;
  await run(
    'lead statuses',
    await count(db, 'leads', offSpread),
    `update leads set status = ${LEAD_STATUS_OF_ID}, reschedule_date = ${LEAD_FOLLOW_UP_OF_ID}
     where ${offSpread}`,
    [],
  );
  await run(
    'tickets',
    await missing('tickets'),
    `insert into tickets (customer_id, task_name, currency, agreed_rate, full_day_rate, hourly_rate)
     select id, 'Ticket ' || id, (array['USD', 'EUR', 'GBP'])[1 + id % 3],
            case when id % 4 = 0 then 100 + id % 50 end, case when id % 4 = 1 then 400 end,
            case when id % 4 = 2 then 45.5 end
     from customers order by id limit ?`,
    [await missing('tickets')],
  );
  // Tickets an earlier bench wrote (no status spread, dates, city or engineer) take the spread;
  // every ticket gets an engineer, 20 tickets each; a no-op once they have it.
  const spread = ticketSpread('t.id');
  const ticketOffSpread = `t.status <> ${spread.status} or t.task_start_date is null`;
  await run(
    'ticket spread',
    await count(db, 'tickets t', ticketOffSpread),
    `update tickets t set status = ${spread.status}, priority = ${spread.priority},
       task_start_date = ${spread.start}, task_end_date = ${spread.start} + 2,
       city = ${spread.city}, country = 'United Kingdom', engineer_id = e.id
     from (select id, row_number() over (order by id) as n from users where role = 'engineer') e
     where e.n = 1 + t.id % greatest(1, ?::int / 20) and (${ticketOffSpread})`,
    [rows],
  );
  // The admin lists: holidays and staff accounts, spread over every filter (and each area's own).
  await run(
    'holidays',
    await missing('holidays'),
    `insert into holidays (title, type, country, date)
     select 'Holiday ' || g,
            (array['Public Holiday', 'Bank Holiday', 'National Holiday', 'Festival'])[1 + g % 4],
            (?::text[])[1 + g % ?::int],
            current_date + (g % 3000) - 1500
     from generate_series(1, ?::int) g on conflict do nothing`,
    [
      `{${HOLIDAY_COUNTRIES.map((c) => `"${c}"`).join(',')}}`,
      HOLIDAY_COUNTRIES.length,
      await missing('holidays'),
    ],
  );
  await run(
    'staff accounts',
    await missing('users', "role = 'staff'"),
    `insert into users (username, email, password_hash, role, status, role_id)
     select 'Staff ' || g, 'staff' || g || '@bench.local', 'x', 'staff',
            (array['Active', 'Inactive', 'Invited'])[1 + g % 3], r.id
     from generate_series(1, ?::int) g
     join (select id, row_number() over (order by id) - 1 as n from roles) r
       on r.n = g % (select count(*) from roles)
     on conflict do nothing`,
    [await missing('users', "role = 'staff'")],
  );
  for (const area of AREA_BENCHES) await area.load({ run, missing });
  // Every other Confirm lead has been made into a ticket (a lead becomes at most one ticket).
  if ((await count(db, 'tickets', 'lead_id is not null')) === 0)
    await run(
      'ticket links to leads',
      1,
      `update tickets t set lead_id = p.lead_id
       from (select distinct on (l.id) l.id as lead_id, t2.id as ticket_id
             from leads l join tickets t2 on t2.customer_id = l.customer_id
             where l.status = 'Confirm' and l.id % 8 = 1 and t2.lead_id is null
             order by l.id, t2.id) p
       where t.id = p.ticket_id`,
      [],
    );
  await run(
    'leave_requests',
    await missing('leave_requests'),
    `insert into leave_requests (employee_name, leave_type, start_date, end_date, status)
     select 'Engineer ' || g, 'Annual', current_date, current_date + 2,
            (array['pending', 'approved', 'rejected'])[1 + g % 3]
     from generate_series(1, ?::int) g`,
    [await missing('leave_requests')],
  );
  // The dispatch board and Attendance read approved leave by engineer: one engineer in 50 has
  // five days of it, within a month either side of today (10,000 days at 100,000 rows).
  await run(
    'approved leave of engineers',
    (await count(db, 'leave_requests', "engineer_id is not null and status = 'approved'")) === 0
      ? 1
      : 0,
    `insert into leave_requests (engineer_id, employee_name, leave_type, start_date, end_date,
       status, decided_at)
     select id, username, (array['Annual Leave', 'Sick Leave', 'Personal Leave'])[1 + id % 3],
            current_date + (id % 60) - 30, current_date + (id % 60) - 26, 'approved', now()
     from users where role = 'engineer' and id % 50 = 0`,
    [],
  );
  // Attendance reads the work logs: a working day on each day of each engineer's tickets (one
  // entry per engineer and day: entries of one engineer may not overlap), a long one on every
  // fifth day for overtime.
  await run(
    'work logs',
    (await count(db, 'ticket_work_logs')) === 0 ? 1 : 0,
    `insert into ticket_work_logs (ticket_id, engineer_id, work_date, start_time, end_time,
       break_minutes, status)
     select distinct on (t.engineer_id, d.day) t.id, t.engineer_id, d.day::date,
            '08:00'::time, case when t.id % 5 = 0 then '19:00'::time else '16:30'::time end, 30,
            t.status
     from tickets t
     cross join lateral generate_series(t.task_start_date, t.task_end_date, interval '1 day') d(day)
     where t.engineer_id is not null and t.task_start_date is not null
     order by t.engineer_id, d.day, t.id`,
    [],
  );
  await run(
    'notifications',
    await missing('notifications'),
    `insert into notifications (title, message, read_at)
     select 'Notice ' || g, 'Something happened', case when g % 2 = 0 then now() end
     from generate_series(1, ?::int) g`,
    [await missing('notifications')],
  );
  const receivables = await count(db, 'receivables');
  await run(
    'receivables',
    Math.max(0, rows - receivables),
    `insert into receivables (invoice_number, customer_name, amount, currency, invoice_date,
       due_date, status, paid_date)
     select 'BENCH-' || g, 'Customer ' || g, 250 + g % 500, (array['USD', 'EUR', 'GBP'])[1 + g % 3],
            current_date - g % 200, current_date - g % 200 + 30,
            case when g % 4 = 0 then 'paid' else 'pending' end,
            case when g % 4 = 0 then current_date - g % 200 + 10 end
     from generate_series(?::int, ?::int) g`,
    [receivables + 1, rows],
  );
  // A payout per engineer, in one of the last 24 months, the three statuses in turn.
  await run(
    'payouts',
    await missing('payouts'),
    `insert into payouts (engineer_id, engineer_name, month, currency, working_hours,
       overtime_hours, rate, base, overtime, status, paid_date)
     select u.id, u.username, (date_trunc('month', current_date) - make_interval(months => (n % 24)::int))::date,
            (array['USD', 'EUR', 'GBP'])[1 + n % 3], 160, 10, 40, 6000, 600,
            (array['pending', 'processing', 'paid'])[1 + n % 3],
            case when n % 3 = 2 then current_date end
     from (select id, username, row_number() over (order by id) as n from users
           where role = 'engineer' and not exists (select 1 from payouts p where p.engineer_id = users.id)
           order by id limit ?) u`,
    [await missing('payouts')],
  );
  // The audit trail at ten rows per record: edits of customers by a handful of staff, spread
  // over two years, through the chain's trigger like any recorded write.
  const auditRows = rows * 10;
  const audited = await count(db, 'audit_events');
  await run(
    'audit events',
    Math.max(0, auditRows - audited),
    `insert into audit_events (at, actor_id, actor_name, actor_kind, action, entity, entity_id,
       entity_label, changes)
     select now() - make_interval(secs => (? - g) * 60), 1 + g % 7, 'Staff ' || (1 + g % 7), 'staff',
            (array['customer.updated', 'customer.created', 'auth.signed_in', 'customer.deleted'])[1 + g % 4],
            'customer', (1 + g % ?)::text, 'Customer ' || (1 + g % ?),
            jsonb_build_array(jsonb_build_object('field', 'name', 'from', 'Old ' || g, 'to', 'New ' || g))
     from generate_series(?::int, ?::int) g`,
    [auditRows, rows, rows, audited + 1, auditRows],
  );
  await sealAudit(db);
  if (loaded) await db.raw('vacuum analyze');
}
