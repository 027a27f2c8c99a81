import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { guessMapping, IMPORT_ROW_SCHEMAS } from '../data-import';

describe("a leads file's columns and rows", () => {
  it('maps the headers a CRM export gives, and ignores what it does not know', () => {
    assert.deepEqual(
      guessMapping('leads', [
        'Lead ID',
        'Customer email',
        'Title',
        'Start',
        'End',
        'Postcode',
        'Owner',
      ]),
      [
        'external_ref',
        'customer',
        'task_name',
        'task_start_date',
        'task_end_date',
        'zip_code',
        null,
      ],
    );
  });

  it("takes the form's defaults for type, status, currency and time zone, and names its customer as written", () => {
    const parsed = IMPORT_ROW_SCHEMAS.leads.safeParse({
      customer: ' #AIM-C-007 ',
      task_name: 'Rack install',
      end_client_name: 'Globex',
      task_start_date: '2020-01-06',
      task_end_date: '2020-01-07',
      task_time_hours: '09:00',
      scope_of_work: 'Cabling',
      apartment: 'Unit 1',
      address_line_1: '1 Data Way',
      city: 'London',
      country: 'United Kingdom',
      zip_code: 'EC1A 1BB',
      hourly_rate: '55',
      half_day_rate: '200',
      full_day_rate: '380',
    });
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
    const row = parsed.data as Record<string, unknown>;
    assert.equal(row.customer, '#AIM-C-007');
    assert.equal(row.status, 'BID');
    assert.equal(row.lead_type, 'Full time');
    assert.equal(row.currency, 'EUR');
    assert.equal(row.task_time_hours, 9);
    assert.equal(row.external_ref, null);
  });

  it('refuses a row without its customer, with the message a form gives', () => {
    const parsed = IMPORT_ROW_SCHEMAS.leads.safeParse({ task_name: 'Rack install' });
    assert.ok(!parsed.success);
    assert.ok(
      parsed.error.issues.some(
        (i) => i.path[0] === 'customer' && i.message === 'Customer is required',
      ),
    );
  });
});
