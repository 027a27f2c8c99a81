import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { hash } from '@node-rs/argon2';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoSystemUsers } from './demo-system-users';
import { seedDemoAssets } from './demo-assets';
import { seedDemoHolidays } from './demo-holidays';
import { seedDemoTickets } from './demo-tickets';

export const DEMO_LOGIN = { email: 'demo@trellis.local', password: 'Trellis-demo-1' } as const;

/**
 * Demo data for a fresh `npm start`: the demo staff account plus the sample rows behind the
 * leave, notification and receivable counters (spec 000 §3 placeholder figures 3, 5 and 4).
 * Runs only on an empty database.
 */
export async function seed(knex: Knex): Promise<void> {
  const { count } = (await knex('users').count<{ count: number }>({ count: '*' }).first())!;
  if (Number(count) > 0) return;
  await knex('users').insert({
    username: 'Demo Staff',
    email: DEMO_LOGIN.email,
    password_hash: await hash(DEMO_LOGIN.password),
    role: 'staff',
    timezone: 'UTC',
  });
  const today = new Date();
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await knex('leave_requests').insert([
    {
      employee_name: 'Sarah Johnson',
      leave_type: 'Annual Leave',
      start_date: day(3),
      end_date: day(7),
      status: 'pending',
    },
    {
      employee_name: 'Mike Chen',
      leave_type: 'Sick Leave',
      start_date: day(1),
      end_date: day(2),
      status: 'pending',
    },
    {
      employee_name: 'Emma Davis',
      leave_type: 'Personal Leave',
      start_date: day(10),
      end_date: day(10),
      status: 'pending',
    },
  ]);
  await knex('notifications').insert([
    { title: 'New ticket assigned', message: 'Ticket #AIM-T-001 was assigned to you.' },
    { title: 'Leave request', message: 'Sarah Johnson requested annual leave.' },
    { title: 'Document expiring', message: 'A customer document expires within 30 days.' },
    { title: 'Payment received', message: 'Invoice INV-2026-001 was paid.' },
    { title: 'System update', message: 'Trellis was updated to the latest version.' },
  ]);
  await knex('receivables').insert([
    {
      invoice_number: 'INV-2026-001',
      customer_name: 'Acme Field Services',
      amount: '4500.00',
      currency: 'USD',
      invoice_date: day(-20),
      due_date: day(10),
      status: 'pending',
    },
    {
      invoice_number: 'INV-2026-002',
      customer_name: 'Northwind Networks',
      amount: '3200.00',
      currency: 'EUR',
      invoice_date: day(-50),
      due_date: day(-20),
      status: 'overdue',
    },
    {
      invoice_number: 'INV-2026-003',
      customer_name: 'Globex Telecom',
      amount: '1800.00',
      currency: 'GBP',
      invoice_date: day(-10),
      due_date: day(20),
      status: 'pending',
    },
    {
      invoice_number: 'INV-2026-004',
      customer_name: 'Initech Systems',
      amount: '2750.00',
      currency: 'USD',
      invoice_date: day(-95),
      due_date: day(-65),
      status: 'overdue',
    },
  ]);
  await seedDemoCustomers(knex, day, (content) =>
    createHash('sha256').update(content).digest('hex'),
  );
  // Demo engineers sign in to the mobile API with the demo password.
  await seedDemoTickets(knex, day, await hash(DEMO_LOGIN.password));
  await seedDemoSystemUsers(knex, DEMO_LOGIN.email);
  const demoUser = await knex('users')
    .where({ email: DEMO_LOGIN.email })
    .first<{ id: number }>('id');
  await seedDemoAssets(knex, day, demoUser?.id ?? null);
  await seedDemoHolidays(knex, today.getUTCFullYear());
}
