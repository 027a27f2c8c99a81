// What the ticket tests share: the issue list they compare and a complete multipart body.

export type Result = {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
};
/** `field: message` for every issue, so a test names exactly what the user would read. */
export const issues = (result: Result) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);

/** A complete create form, as a multipart body sends it: every value a string. */
export const multipart = (): Record<string, string> => ({
  customer_id: '3',
  lead_id: '7',
  task_name: 'Replace switch',
  task_start_date: '2026-12-01',
  task_end_date: '2026-12-03',
  task_time_hours: '09:00',
  scope_of_work: 'Swap the core switch',
  priority: 'High',
  engineer_id: '11',
  apartment: 'Unit 4',
  address_line_1: '1 Main St',
  address_line_2: '',
  city: 'London',
  country: 'UK',
  zip_code: 'N1 1AA',
  timezone: 'UTC+00:00',
  poc_details: '',
  re_details: '',
  call_invites: '',
  currency: 'USD',
  hourly_rate: '50',
  half_day_rate: '180',
  full_day_rate: '350.5',
  monthly_rate: '',
  agreed_rate: '',
  travel_cost_day: '',
  tool_cost: '12.25',
  tools: '',
});
