import type { Knex } from 'knex';
import {
  displayCode,
  invoiceAmount,
  RECEIVABLE_MESSAGES,
  RECEIVABLE_RULES,
  REALTIME_EVENTS,
  type Receivable,
} from '@trellis/contracts';
import { AppError, notFound, orNotFound } from '../lib/app-error';
import type { Mailer } from '../plugins/app/mailer';
import type { ReceivablesRepository } from '../repositories/receivables-repository';
import { paymentReminderMail } from '../mail/payment-reminder-mail';
import { auditRecorder } from './audit-recorder';
import {
  announceNotification,
  writeNotification,
  type WrittenNotification,
} from './notification-writer';
import {
  invoiceCreatedChanges,
  invoiceLabel,
  invoicePaidChanges,
  invoiceRemindedChanges,
} from './invoice-audit';
import type { RecordServiceDependencies, RequestWriteContext } from './record-service';
import { violatesUnique } from '../repositories/unique-violation';

/** The HTTP request a write came from, so its realtime events and audit rows name it. */
export type ReceivableWriteContext = RequestWriteContext;

export interface ReceivablesServiceDependencies extends RecordServiceDependencies {
  receivablesRepository: ReceivablesRepository;
  mailer: Mailer;
  log: { error(obj: unknown, msg: string): void };
}

type ReceivableEventName =
  typeof REALTIME_EVENTS.receivableCreated | typeof REALTIME_EVENTS.receivableUpdated;

/** Whether `error` is the one-invoice-per-ticket index refusing a second (a race lost). */
const isInvoiceTaken = (error: unknown) => violatesUnique(error, 'receivables_ticket_unique');

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The screen a notification about the invoice opens: the receivables list, searched for it. */
const invoiceLink = (invoice: string) =>
  `/customer-receivable?search=${encodeURIComponent(invoice)}`;

/**
 * The invoice writes: 'Create invoice' for a Closed ticket, 'Mark paid' and 'Send reminder'.
 * Each is one transaction (with its notification, whose unread counter follows by trigger);
 * the events and counters are announced once committed.
 */
export function createReceivablesService(deps: ReceivablesServiceDependencies) {
  const { db, receivablesRepository, realtime, auditRepository } = deps;

  const record = auditRecorder<Receivable>(auditRepository, 'invoice', invoiceLabel);

  async function announce(
    event: ReceivableEventName,
    receivable: Receivable,
    notification: WrittenNotification | null,
    context: ReceivableWriteContext,
  ) {
    const { id, invoice_number, ticket_id, status } = receivable;
    await realtime.publish(
      event,
      { id, invoice_number, ticket_id, status: status === 'paid' ? 'paid' : 'pending' },
      { requestId: context.requestId },
    );
    // Also publishes the counters (customerReceivable follows the unpaid invoices).
    if (notification) await announceNotification(realtime, notification, context.requestId);
    else await realtime.publishCounts();
  }

  const written = async (id: number, trx: Knex): Promise<Receivable> =>
    orNotFound(await receivablesRepository.findById(id, trx), 'Invoice');

  async function lockInvoice(id: number, trx: Knex) {
    const invoice = await receivablesRepository.lock(id, trx);
    if (!invoice) throw notFound('Invoice');
    if (invoice.status === 'paid')
      throw new AppError('INVOICE_PAID', RECEIVABLE_MESSAGES.invoicePaid(invoice.invoice_number));
    return invoice;
  }

  return {
    /**
     * 'Create invoice': bills a Closed ticket once (409 TICKET_NOT_CLOSED, 409 INVOICE_EXISTS),
     * priced by `invoiceAmount` from its rates and the hours logged on each day.
     */
    async create(ticketId: number, context: ReceivableWriteContext): Promise<Receivable> {
      const { receivable, notification } = await db
        .transaction(async (trx) => {
          const ticket = await receivablesRepository.lockTicket(ticketId, trx);
          if (!ticket) throw notFound('Ticket');
          if (ticket.status !== 'Closed')
            throw new AppError('TICKET_NOT_CLOSED', RECEIVABLE_MESSAGES.ticketNotClosed);
          const existing = await receivablesRepository.invoiceOfTicket(ticket.id, trx);
          if (existing)
            throw new AppError('INVOICE_EXISTS', RECEIVABLE_MESSAGES.invoiceExists(existing));
          const amount = invoiceAmount(
            ticket,
            await receivablesRepository.dayHours(ticket.id, trx),
          );
          const code = displayCode('ticket', ticket.id);
          const id = await receivablesRepository.create(
            {
              customer_id: ticket.customer_id,
              customer_name: ticket.customer_name,
              customer_email: ticket.customer_email,
              ticket_id: ticket.id,
              amount,
              currency: ticket.currency,
              description: `${code} · ${ticket.task_name}`,
            },
            trx,
          );
          const receivable = await written(id, trx);
          await record(
            'invoice.created',
            receivable,
            invoiceCreatedChanges(receivable),
            context.audit,
            trx,
          );
          const notification = await writeNotification(trx, {
            kind: 'invoice',
            title: RECEIVABLE_MESSAGES.invoiceCreatedNotification,
            message: `${receivable.invoice_number} for ${code} to ${ticket.customer_name}: ${receivable.currency} ${receivable.amount}, due ${receivable.due_date}.`,
            link: invoiceLink(receivable.invoice_number),
          });
          return { receivable, notification };
        })
        .catch(async (error: unknown) => {
          if (!isInvoiceTaken(error)) throw error;
          // Another request invoiced the ticket between our check and our insert.
          const other = await receivablesRepository.invoiceOfTicket(ticketId);
          throw new AppError('INVOICE_EXISTS', RECEIVABLE_MESSAGES.invoiceExists(other ?? ''));
        });
      await announce(REALTIME_EVENTS.receivableCreated, receivable, notification, context);
      return receivable;
    },

    /** 'Mark paid': paid today (409 INVOICE_PAID when it already is). */
    async pay(id: number, context: ReceivableWriteContext): Promise<Receivable> {
      const { receivable, notification } = await db.transaction(async (trx) => {
        const invoice = await lockInvoice(id, trx);
        const before = await written(id, trx);
        await receivablesRepository.markPaid(id, trx);
        const receivable = await written(id, trx);
        await record(
          'invoice.paid',
          receivable,
          invoicePaidChanges(before, receivable),
          context.audit,
          trx,
        );
        const notification = await writeNotification(trx, {
          kind: 'invoice',
          title: RECEIVABLE_MESSAGES.invoicePaidNotification,
          message: `${invoice.invoice_number} from ${invoice.customer_name} was paid: ${invoice.currency} ${invoice.amount}.`,
          link: invoiceLink(invoice.invoice_number),
        });
        return { receivable, notification };
      });
      await announce(REALTIME_EVENTS.receivableUpdated, receivable, notification, context);
      return receivable;
    },

    /**
     * 'Send reminder': mails the customer's account email and records when; a second within 7
     * days is refused (409 REMINDER_TOO_SOON), as is one for a paid invoice. The mail goes
     * before the commit: a reminder that could not be sent is not recorded as sent.
     */
    async remind(id: number, context: ReceivableWriteContext): Promise<Receivable> {
      const receivable = await db.transaction(async (trx) => {
        const invoice = await lockInvoice(id, trx);
        if (invoice.reminded_recently && invoice.reminded_on)
          throw new AppError(
            'REMINDER_TOO_SOON',
            RECEIVABLE_MESSAGES.reminderTooSoon(
              invoice.reminded_on,
              addDays(invoice.reminded_on, RECEIVABLE_RULES.reminderIntervalDays),
            ),
          );
        if (!invoice.recipient) throw new AppError('CONFLICT', RECEIVABLE_MESSAGES.noCustomerEmail);
        const before = await written(id, trx);
        await receivablesRepository.recordReminder(id, trx);
        const reminded = await written(id, trx);
        const changes = invoiceRemindedChanges(before, reminded, invoice.recipient);
        // Rolled back with the reminder itself when the mail cannot be sent.
        await record('invoice.reminded', reminded, changes, context.audit, trx);
        const mail = paymentReminderMail({
          to: invoice.recipient,
          customerName: invoice.customer_name,
          invoiceNumber: invoice.invoice_number,
          amount: `${invoice.currency} ${invoice.amount}`,
          dueDate: invoice.due_date,
          daysOverdue: invoice.days_overdue,
        });
        try {
          await deps.mailer.send(mail);
        } catch (error) {
          deps.log.error({ err: error }, `could not send the payment reminder to ${mail.to}`);
          throw new AppError('MAIL_UNAVAILABLE', RECEIVABLE_MESSAGES.reminderNotSent);
        }
        return reminded;
      });
      await realtime.publish(
        REALTIME_EVENTS.receivableUpdated,
        {
          id: receivable.id,
          invoice_number: receivable.invoice_number,
          ticket_id: receivable.ticket_id,
          status: 'pending',
        },
        { requestId: context.requestId },
      );
      return receivable;
    },
  };
}

export type ReceivablesService = ReturnType<typeof createReceivablesService>;
