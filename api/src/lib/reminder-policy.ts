import { z } from 'zod';

/** When overdue invoices are reminded automatically. */
export interface ReminderPolicy {
  /** The first reminder goes this many days after the due date. */
  firstAfterDays: number;
  /** The next one this many days after the last reminder, automatic or sent by hand. */
  everyDays: number;
  /** At most this many automatic reminders per invoice; 0 sends none. */
  max: number;
}

export const DEFAULT_REMINDER_POLICY = '1,7,3';

const RULE =
  'REMINDER_POLICY must be three whole numbers, comma separated: the days after the due date for the first reminder (1 or more), the days between reminders (1 or more), and the most automatic reminders per invoice (0 turns them off), for example 1,7,3';

/** `REMINDER_POLICY`, e.g. `1,7,3`: the first a day after due, then every 7 days, at most 3. */
export const reminderPolicySchema = z
  .string()
  .default(DEFAULT_REMINDER_POLICY)
  .transform((raw, ctx): ReminderPolicy => {
    const parts = raw.split(',').map((part) => part.trim());
    const numbers = parts.map((part) => (/^\d{1,4}$/.test(part) ? Number(part) : NaN));
    const [firstAfterDays, everyDays, max] = numbers;
    const valid =
      numbers.length === 3 &&
      numbers.every((n) => Number.isInteger(n)) &&
      firstAfterDays! >= 1 &&
      everyDays! >= 1;
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: `${RULE} ("${raw}" is not)` });
      return z.NEVER;
    }
    return { firstAfterDays: firstAfterDays!, everyDays: everyDays!, max: max! };
  });

/** "The first 1 day after the due date, then every 7 days, at most 3". */
export function describeReminderPolicy(policy: ReminderPolicy): string {
  if (policy.max === 0) return 'No automatic reminders';
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  return `The first ${days(policy.firstAfterDays)} after the due date, then every ${days(policy.everyDays)}, at most ${policy.max}`;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * Whether an unpaid invoice is due an automatic reminder on `today`: far enough past its due
 * date, under the most, and far enough from the last reminder, automatic or sent by hand.
 */
export function reminderDue(
  invoice: { due_date: string; reminded_on: string | null; auto_reminders: number },
  today: string,
  policy: ReminderPolicy,
): boolean {
  if (invoice.auto_reminders >= policy.max) return false;
  if (dayNumber(today) - dayNumber(invoice.due_date) < policy.firstAfterDays) return false;
  return (
    invoice.reminded_on === null ||
    dayNumber(today) - dayNumber(invoice.reminded_on) >= policy.everyDays
  );
}
