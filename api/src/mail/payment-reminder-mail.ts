import { escapeHtml } from '../lib/escape-html';
import type { Mail } from '../plugins/app/mailer';

export interface ReminderFacts {
  to: string;
  customerName: string;
  invoiceNumber: string;
  /** "USD 4500.00": the amount always with its currency. */
  amount: string;
  dueDate: string;
  daysOverdue: number;
}

/** 'Send reminder' (issue 11): the invoice, its amount in its currency, and when it was due. */
export function paymentReminderMail(facts: ReminderFacts): Mail {
  const due =
    facts.daysOverdue > 0
      ? `was due on ${facts.dueDate} (${facts.daysOverdue} ${facts.daysOverdue === 1 ? 'day' : 'days'} ago)`
      : `is due on ${facts.dueDate}`;
  const sentence = `Invoice ${facts.invoiceNumber} for ${facts.amount} ${due}.`;
  return {
    to: facts.to,
    subject: `Payment reminder: invoice ${facts.invoiceNumber}`,
    text: [
      `Hello ${facts.customerName},`,
      '',
      sentence,
      'If you have already paid it, please ignore this reminder. Thank you.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(facts.customerName)},</p><p>${escapeHtml(sentence)}</p><p>If you have already paid it, please ignore this reminder. Thank you.</p>`,
  };
}
