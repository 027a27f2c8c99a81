import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  customerFieldsSchema,
  customerListQuerySchema,
  displayCode,
  expiryUrgency,
} from '../index';

const today = new Date(2026, 10, 22);
const inDays = (n: number) => {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

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
  it('caps list limit at 1000', () => {
    assert.equal(customerListQuerySchema.safeParse({ limit: '1001' }).success, false);
    assert.equal(customerListQuerySchema.parse({ limit: '1000' }).limit, 1000);
  });
  it('derives display codes from ids', () => {
    assert.equal(displayCode('customer', 7), '#AIM-C-007');
    assert.equal(displayCode('engineer', 1234), 'AIM-E-1234');
  });
});
