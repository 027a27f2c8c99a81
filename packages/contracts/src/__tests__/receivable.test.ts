import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { invoiceAmount, invoiceNumber, receivableListQuerySchema } from '../receivable';

const RATES = {
  agreed_rate: null,
  half_day_rate: '180.00',
  full_day_rate: '350.00',
  travel_cost_day: '25.50',
  tool_cost: '12.00',
};

describe('receivable contract', () => {
  it('prices a ticket at its agreed rate when one is set', () => {
    assert.equal(invoiceAmount({ ...RATES, agreed_rate: '900.00' }, [8, 2]), '900.00');
  });

  it('prices each logged day at the half-day rate up to 4 h, else the full day, plus travel; tools once', () => {
    assert.equal(invoiceAmount(RATES, [4, 4.01, 9, 0.5]), '1174.00');
    assert.equal(invoiceAmount({ ...RATES, agreed_rate: '0.00' }, [4]), '217.50');
    assert.equal(invoiceAmount(RATES, []), '12.00');
    // Rates not set count as 0; cents never drift through floats.
    assert.equal(
      invoiceAmount(
        {
          agreed_rate: null,
          half_day_rate: '0.10',
          full_day_rate: null,
          travel_cost_day: '0.20',
          tool_cost: null,
        },
        [1, 2, 3],
      ),
      '0.90',
    );
  });

  it('numbers invoices by year and sequence', () => {
    assert.equal(invoiceNumber('2026-03-04', 5), 'INV-2026-0005');
    assert.equal(invoiceNumber('2027-01-01', 12345), 'INV-2027-12345');
  });

  it('ages by the due date unless the invoice date is asked for', () => {
    assert.equal(receivableListQuerySchema.parse({}).aging_basis, 'due_date');
    assert.equal(
      receivableListQuerySchema.parse({ aging_basis: 'invoice_date' }).aging_basis,
      'invoice_date',
    );
    assert.equal(receivableListQuerySchema.safeParse({ status: 'late' }).success, false);
  });
});
