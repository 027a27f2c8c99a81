import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  businessToday,
  CUSTOMER_LIST_DEFAULTS,
  customerFieldsSchema,
  customerListQuerySchema,
  daysUntil,
  displayCode,
  expiryUrgency,
} from '../index';

const today = '2026-11-22';
const inDays = (n: number) => new Date(Date.UTC(2026, 10, 22 + n)).toISOString().slice(0, 10);

describe('expiryUrgency (30/45/90-day rule)', () => {
  it('is expired below 0 days', () => assert.equal(expiryUrgency(inDays(-1), today), 'expired'));
  it('is critical from 0 to 30 days', () => {
    assert.equal(expiryUrgency(inDays(0), today), 'critical');
    assert.equal(expiryUrgency(inDays(30), today), 'critical');
  });
  it('is a warning from 31 to 45', () => {
    assert.equal(expiryUrgency(inDays(31), today), 'warning');
    assert.equal(expiryUrgency(inDays(45), today), 'warning');
  });
  it('is info from 46 to 90', () => {
    assert.equal(expiryUrgency(inDays(46), today), 'info');
    assert.equal(expiryUrgency(inDays(90), today), 'info');
  });
  it('has no badge beyond 90 days or without a date', () => {
    assert.equal(expiryUrgency(inDays(91), today), null);
    assert.equal(expiryUrgency(null, today), null);
  });
});

describe('the business today', () => {
  // 23:30 UTC on the 22nd is already the 23rd in Berlin and still the 22nd in New York.
  const lateEvening = new Date('2026-11-22T23:30:00Z');
  it('is the calendar day in the business time zone, not the machine one', () => {
    assert.equal(businessToday('Europe/Berlin', lateEvening), '2026-11-23');
    assert.equal(businessToday('America/New_York', lateEvening), '2026-11-22');
    assert.equal(businessToday('UTC', lateEvening), '2026-11-22');
  });
  it('decides a badge around midnight by that day', () => {
    const berlin = businessToday('Europe/Berlin', lateEvening);
    assert.equal(daysUntil('2026-11-22', berlin), -1);
    assert.equal(expiryUrgency('2026-11-22', berlin), 'expired');
    assert.equal(expiryUrgency('2026-11-22', businessToday('UTC', lateEvening)), 'critical');
  });
  it('moves to the next day at midnight, whatever day it answered a moment before', () => {
    // Berlin is UTC+1 in November: 22:59:30Z is 23:59:30 there.
    const at = (utc: string) => businessToday('Europe/Berlin', new Date(utc));
    assert.equal(at('2026-11-24T11:00:00Z'), '2026-11-24');
    assert.equal(at('2026-11-24T11:00:30Z'), '2026-11-24');
    assert.equal(at('2026-11-25T11:00:10Z'), '2026-11-25');
    assert.equal(at('2026-11-24T11:00:20Z'), '2026-11-24');
    assert.equal(at('2026-11-24T22:59:30Z'), '2026-11-24');
    assert.equal(at('2026-11-24T22:59:50Z'), '2026-11-24');
    assert.equal(at('2026-11-24T23:00:00Z'), '2026-11-25');
    assert.equal(at('2026-11-24T22:59:59Z'), '2026-11-24');
    // The night the clocks go back (03:00 CEST to 02:00 CET) keeps its date.
    assert.equal(at('2026-10-25T00:59:30Z'), '2026-10-25');
    assert.equal(at('2026-10-25T01:00:10Z'), '2026-10-25');
  });
  it('counts whole days across a month end and a DST change', () => {
    assert.equal(daysUntil('2026-12-01', '2026-11-30'), 1);
    assert.equal(daysUntil('2026-03-30', '2026-03-28'), 2);
  });
});

describe('customer schemas', () => {
  const base = {
    name: 'Acme',
    account_email: 'ops@acme.com',
    company_reg_no: 'REG1',
    vat_no: 'VAT1',
  };
  it('defaults to an active company', () => {
    const parsed = customerFieldsSchema.parse(base);
    assert.equal(parsed.type, 'Company');
    assert.equal(parsed.status, 'Active');
    assert.equal(parsed.company_reg_no, 'REG1');
  });
  it('drops company-only fields for a freelancer', () => {
    const parsed = customerFieldsSchema.parse({ ...base, type: 'Freelancer' });
    assert.equal(parsed.company_reg_no, null);
    assert.equal(parsed.vat_no, null);
  });
  it('requires name and a valid account email', () => {
    const result = customerFieldsSchema.safeParse({ name: '', account_email: 'nope' });
    assert.equal(result.success, false);
    assert.deepEqual(result.error!.issues.map((i) => i.path[0]).sort(), ['account_email', 'name']);
  });
  it('fills the list defaults the screen and the server share', () => {
    assert.deepEqual(CUSTOMER_LIST_DEFAULTS, {
      page: 1,
      limit: 7,
      search: '',
      sort: 'created_at',
      order: 'desc',
      documents: 'all',
    });
    assert.equal(customerListQuerySchema.safeParse({ documents: 'soon' }).success, false);
    assert.equal(customerListQuerySchema.safeParse({ sort: 'password' }).success, false);
  });
  it('caps list limit at 1000', () => {
    assert.equal(customerListQuerySchema.safeParse({ limit: '1001' }).success, false);
    assert.equal(customerListQuerySchema.parse({ limit: '1000' }).limit, 1000);
  });
  it('derives display codes from ids', () => {
    assert.equal(displayCode('customer', 7), '#AIM-C-007');
    assert.equal(displayCode('engineer', 1234), 'AIM-E-1234');
  });
});
