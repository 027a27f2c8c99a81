import type { FastifyInstance } from 'fastify';
import { daysUntil, REALTIME_EVENTS, type Receivable } from '@trellis/contracts';
import { describeReminderPolicy, reminderDue } from '../lib/reminder-policy';
import { createInvoiceRemindersRepository } from '../repositories/invoice-reminders-repository';
import { paymentReminderMail } from '../mail/payment-reminder-mail';
import { invoiceLabel, invoiceRemindedChanges } from '../services/invoice-audit';
import { JobFailure, type JobContext, type JobDefinition } from './job';

type Outcome = 'reminded' | 'skipped' | 'failed';

/**
 * One invoice: checked again under its lock, stamped, recorded (`invoice.reminded` by the
 * system), then mailed before the commit, so a mail the server refuses rolls the reminder back:
 * it is never recorded as sent, and the next attempt sends it.
 */
async function remindOne(app: FastifyInstance, context: JobContext, id: number): Promise<Outcome> {
  const { db, receivablesRepository, auditRepository, mailer } = app;
  const policy = context.config.REMINDER_POLICY;
  const invoices = createInvoiceRemindersRepository(db);
  try {
    const reminded = await db.transaction(async (trx): Promise<Receivable | null> => {
      const invoice = await invoices.lock(id, context.config.APP_TIME_ZONE, trx);
      if (!invoice || invoice.status !== 'pending' || !invoice.recipient) return null;
      if (!reminderDue(invoice, context.today, policy)) return null;
      const before = (await receivablesRepository.findById(id, trx))!;
      await invoices.recordAutomatic(id, context.now(), trx);
      const after = (await receivablesRepository.findById(id, trx))!;
      await auditRepository.record(
        {
          ...context.audit,
          action: 'invoice.reminded',
          entity: 'invoice',
          entityId: id,
          entityLabel: invoiceLabel(after),
          changes: [
            ...invoiceRemindedChanges(before, after, invoice.recipient),
            {
              field: 'automatic_reminder',
              from: null,
              to: `${invoice.auto_reminders + 1} of ${policy.max}`,
            },
          ],
        },
        trx,
      );
      await mailer.send(
        paymentReminderMail({
          to: invoice.recipient,
          customerName: invoice.customer_name,
          invoiceNumber: invoice.invoice_number,
          amount: `${invoice.currency} ${invoice.amount}`,
          dueDate: invoice.due_date,
          daysOverdue: -daysUntil(invoice.due_date, context.today),
        }),
      );
      return after;
    });
    if (!reminded) return 'skipped';
    await app.realtime.publish(
      REALTIME_EVENTS.receivableUpdated,
      {
        id: reminded.id,
        invoice_number: reminded.invoice_number,
        ticket_id: reminded.ticket_id,
        status: 'pending',
      },
      { requestId: context.audit.requestId ?? undefined },
    );
    return 'reminded';
  } catch (error) {
    context.log.warn({ err: error, invoice: id }, 'automatic payment reminder not sent');
    return 'failed';
  }
}

/**
 * Overdue invoices reminded under REMINDER_POLICY (by default the first a day after the due
 * date, then every 7 days, at most 3). A manual 'Send reminder' moves the interval on. Mails the
 * server refused fail the run once every other invoice has been tried, so the engine retries.
 */
export const invoiceRemindersJob: JobDefinition = {
  name: 'invoice-reminders',
  cron: '0 9 * * *',
  settings: (config) => `Reminder policy: ${describeReminderPolicy(config.REMINDER_POLICY)}.`,
  async run(app, context) {
    const policy = context.config.REMINDER_POLICY;
    if (policy.max === 0) return { reminded: 0, failed: 0 };
    const ids = await createInvoiceRemindersRepository(app.db).candidates(
      context.today,
      policy.firstAfterDays,
      policy.max,
    );
    const counts = { reminded: 0, failed: 0 };
    for (const id of ids) {
      context.signal.throwIfAborted();
      const outcome = await remindOne(app, context, id);
      if (outcome !== 'skipped') counts[outcome] += 1;
    }
    if (counts.failed > 0)
      throw new JobFailure(`${counts.failed} payment reminders could not be mailed`, counts);
    return counts;
  },
};
