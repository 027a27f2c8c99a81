import type { Knex } from 'knex';
import { APP_ROUTES, displayCode } from '@trellis/contracts';

// The dashboard's panels for a fresh `npm start` (issue 11):
// - leave requests: three pending rows (the Leaves badge's 3; names only, as the screen first
//   showed them), plus one approved this month for a demo engineer (the Approved Leaves card)
//   and one rejected, both decided by the demo staff account;
// - notifications: five unread (the Notifications badge's 5), each with its kind and, where it
//   names a record, the link that opens it.

type Day = (offset: number) => string;

export async function seedDemoLeavesAndNotifications(
  knex: Knex,
  day: Day,
  demoStaffId: number | null,
): Promise<void> {
  const engineers = await knex('users')
    .where({ role: 'engineer' })
    .orderBy('id')
    .select<{ id: number; username: string }[]>('id', 'username');
  const [first, second] = engineers;
  const decided = { decided_by: demoStaffId, decided_at: knex.fn.now() };
  await knex('leave_requests').insert([
    {
      employee_name: 'Sarah Johnson',
      leave_type: 'Annual Leave',
      start_date: day(3),
      end_date: day(7),
      reason: 'Family holiday',
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
    ...(first
      ? [
          {
            engineer_id: first.id,
            employee_name: first.username,
            leave_type: 'Annual Leave',
            start_date: day(0),
            end_date: day(0),
            reason: 'Moving house',
            status: 'approved',
            ...decided,
          },
        ]
      : []),
    ...(second
      ? [
          {
            engineer_id: second.id,
            employee_name: second.username,
            leave_type: 'Personal Leave',
            start_date: day(9),
            end_date: day(9),
            reason: 'Overlaps the UPS battery swap',
            status: 'rejected',
            ...decided,
          },
        ]
      : []),
  ]);

  const ticket = await knex('tickets')
    .whereNotNull('engineer_id')
    .join('users', 'users.id', 'tickets.engineer_id')
    .orderBy('tickets.id')
    .first<{ id: number; username: string } | undefined>('tickets.id', 'users.username');
  const paid = await knex('receivables')
    .where({ status: 'paid' })
    .orderBy('id')
    .first<{ invoice_number: string } | undefined>('invoice_number');
  const ticketCode = ticket ? displayCode('ticket', ticket.id) : null;
  await knex('notifications').insert([
    ticket && ticketCode
      ? {
          kind: 'ticket',
          title: 'Ticket assigned',
          message: `Ticket ${ticketCode} was assigned to ${ticket.username}.`,
          link: `${APP_ROUTES.tickets}?${new URLSearchParams({ search: ticketCode })}`,
        }
      : { kind: 'system', title: 'Welcome', message: 'Create a ticket to get started.' },
    {
      kind: 'leave',
      title: 'Leave request',
      message: 'Sarah Johnson requested Annual Leave.',
      link: APP_ROUTES.dashboard,
    },
    {
      kind: 'system',
      title: 'Document expiring',
      message: 'A customer document expires within 30 days.',
      link: APP_ROUTES.customers,
    },
    {
      kind: 'invoice',
      title: 'Payment received',
      message: paid ? `Invoice ${paid.invoice_number} was paid.` : 'An invoice was paid.',
      link: APP_ROUTES.customerReceivable,
    },
    {
      kind: 'system',
      title: 'System update',
      message: 'Trellis was updated to the latest version.',
    },
  ]);
}
