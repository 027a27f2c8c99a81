// What the lead tests share: the business today they run on and a valid create body.
import { leadFormDefaults, type LeadBodyInput } from '../index';

export const today = '2026-11-22';

export type Result = {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
};
/** `field: message` for every issue, so a test names exactly what the user would read. */
export const issues = (result: Result) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

export const valid: LeadBodyInput = {
  ...leadFormDefaults(today, 3),
  task_name: 'Rack install',
  end_client_name: 'Globex',
  task_end_date: '2026-11-24',
  task_time_hours: '09',
  scope_of_work: 'Install two racks',
  apartment: 'Unit 4',
  address_line_1: '1 Main Street',
  city: 'London',
  country: 'United Kingdom',
  zip_code: 'EC1A 1BB',
  hourly_rate: '55',
  half_day_rate: '200.5',
  full_day_rate: '380.00',
};
