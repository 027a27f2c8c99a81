import { LEAD_FIELD_LABELS as L } from '../../lead/texts';
import { field, type ImportKindRule } from './rule';

/** The labels of the two fields a lead's file has that its form has not. */
export const LEAD_IMPORT_LABELS = {
  external_ref: 'External Reference',
  customer: 'Customer',
  customer_name: 'Customer Name',
} as const;

// The form's fields, by the form's labels (so a template's headers read as the form does). A
// file names the customer by account email or code instead of the form's picker, and may carry
// the lead's reference in the system it comes from, which names the lead on a second import.
// A customer named by an account email no customer has yet is created by the import when the
// row also gives its name: a file from an older system brings new customers with their leads.
// Type, status, currency and time zone take the form's defaults when the file leaves them out.
export const LEADS_IMPORT: ImportKindRule = {
  label: 'Leads',
  noun: { one: 'lead', many: 'leads' },
  fields: [
    field('external_ref', LEAD_IMPORT_LABELS.external_ref, false, [
      'reference',
      'ref',
      'external id',
      'lead reference',
      'lead id',
    ]),
    field('customer', LEAD_IMPORT_LABELS.customer, true, [
      'customer email',
      'customer code',
      'account email',
      'customer account',
    ]),
    field('customer_name', LEAD_IMPORT_LABELS.customer_name, false, [
      'customer company',
      'company name',
      'company',
    ]),
    field('task_name', L.task_name, true, ['task', 'title', 'name']),
    field('lead_type', L.lead_type, false, ['type']),
    field('end_client_name', L.end_client_name, true, ['end client', 'client']),
    field('client_ticket_number', L.client_ticket_number, false, ['ticket number', 'ticket no']),
    field('task_start_date', L.task_start_date, true, ['start date', 'start']),
    field('task_end_date', L.task_end_date, true, ['end date', 'end']),
    field('task_time_hours', L.task_time_hours, true, ['time', 'start time', 'hour']),
    field('scope_of_work', L.scope_of_work, true, ['scope', 'description']),
    field('apartment', L.apartment, true, ['apt', 'unit', 'suite']),
    field('address_line_1', L.address_line_1, true, ['address', 'street']),
    field('address_line_2', L.address_line_2, false),
    field('city', L.city, true, ['town']),
    field('country', L.country, true),
    field('zip_code', L.zip_code, true, ['zip', 'postcode', 'postal code']),
    field('timezone', L.timezone, false, ['time zone', 'tz']),
    field('currency', L.currency, false),
    field('hourly_rate', L.hourly_rate, true, ['hourly']),
    field('half_day_rate', L.half_day_rate, true, ['half day']),
    field('full_day_rate', L.full_day_rate, true, ['full day', 'day rate']),
    field('monthly_rate', L.monthly_rate, false, ['monthly']),
    field('agreed_rate', L.agreed_rate, false, ['agreed']),
    field('tools', L.tools, false),
    field('travel_cost_day', L.travel_cost_day, false, ['travel cost']),
    field('total_cost', L.total_cost, false),
    field('status', L.status, false, ['lead status']),
    field('reschedule_date', L.reschedule_date, false, ['follow up', 'reschedule date']),
  ],
  key: ['external_ref'],
  permission: 'create',
  alsoCreates: { one: 'customer', many: 'customers' },
};
