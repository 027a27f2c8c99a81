import { hoursToTaskTime } from '../lead/values';

// The fields a lead and the ticket made from it share: the task's dates and scope, the site's
// address and the agreed rates. A ticket copies them from its lead, so both forms label them,
// group them and fill them from a saved record the same way. Zod-free: the texts entry reads it.

/** The task's dates, start hour and scope, as both forms label them. */
export const TASK_FIELD_LABELS = {
  task_start_date: 'Task Start Date',
  task_end_date: 'Task End Date',
  task_time_hours: 'Task Time',
  scope_of_work: 'Scope of Work',
} as const;

/** The site's address and time zone, as both forms label them. */
export const ADDRESS_FIELD_LABELS = {
  apartment: 'Apartment',
  address_line_1: 'Address Line 1',
  address_line_2: 'Address Line 2',
  city: 'City',
  country: 'Country',
  zip_code: 'Zip Code',
  timezone: 'Timezone',
} as const;

/** The currency and the rates, as both forms label them. */
export const RATE_FIELD_LABELS = {
  currency: 'Currency',
  hourly_rate: 'Hourly Rate',
  half_day_rate: 'Half Day Rate',
  full_day_rate: 'Full Day Rate',
  monthly_rate: 'Monthly Rate',
  agreed_rate: 'Agreed Rate',
} as const;

/** The address section's fields, in the order both forms show them. */
export const ADDRESS_FIELDS = [
  'apartment',
  'address_line_1',
  'address_line_2',
  'city',
  'country',
  'zip_code',
  'timezone',
] as const satisfies readonly (keyof typeof ADDRESS_FIELD_LABELS)[];
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Both forms' 'Pricing & Rates' section. */
export const PRICING_SECTION = {
  title: 'Pricing & Rates',
  fields: [
    'currency',
    'hourly_rate',
    'half_day_rate',
    'full_day_rate',
    'monthly_rate',
    'agreed_rate',
  ],
} as const satisfies { title: string; fields: readonly (keyof typeof RATE_FIELD_LABELS)[] };
type RateField = (typeof PRICING_SECTION.fields)[number];

/** A new form's empty address inputs; each form has its own default time zone. */
export const EMPTY_ADDRESS_INPUTS = {
  apartment: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  country: '',
  zip_code: '',
};

/** A saved empty text is null; the form's input holds ''. */
const text = (v: string | null | undefined) => v ?? '';

/** A saved lead's or ticket's dates, hour and scope as form values (the hour as "09:00"). */
export function taskFormValues(saved: {
  task_start_date: string | null;
  task_end_date: string | null;
  task_time_hours: number | null;
  scope_of_work: string | null;
}) {
  return {
    task_start_date: text(saved.task_start_date),
    task_end_date: text(saved.task_end_date),
    task_time_hours: hoursToTaskTime(saved.task_time_hours),
    scope_of_work: text(saved.scope_of_work),
  };
}

/** A saved lead's or ticket's address as form values (nulls as empty inputs). */
export function addressFormValues<Z extends string>(
  saved: Record<Exclude<AddressField, 'timezone'>, string | null> & { timezone: Z },
) {
  return {
    apartment: text(saved.apartment),
    address_line_1: text(saved.address_line_1),
    address_line_2: text(saved.address_line_2),
    city: text(saved.city),
    country: text(saved.country),
    zip_code: text(saved.zip_code),
    timezone: saved.timezone,
  };
}

/** A saved lead's or ticket's currency and rates as form values (nulls as empty inputs). */
export function rateFormValues<C extends string>(
  saved: Record<Exclude<RateField, 'currency'>, string | null> & { currency: C },
) {
  return {
    currency: saved.currency,
    hourly_rate: text(saved.hourly_rate),
    half_day_rate: text(saved.half_day_rate),
    full_day_rate: text(saved.full_day_rate),
    monthly_rate: text(saved.monthly_rate),
    agreed_rate: text(saved.agreed_rate),
  };
}
