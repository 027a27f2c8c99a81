import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP_ROUTES,
  DASHBOARD_CARDS,
  DASHBOARD_QUICK_ACTIONS,
  compareMoney,
  dashboardQuerySchema,
  dashboardYearOptions,
  formatPercentChange,
  monthRange,
  percentChange,
  previousMonth,
} from '../index';

describe('the dashboard month rules', () => {
  it("January's previous month is December of the year before", () => {
    assert.deepEqual(previousMonth({ year: 2031, month: 1 }), { year: 2030, month: 12 });
    assert.deepEqual(previousMonth({ year: 2031, month: 7 }), { year: 2031, month: 6 });
  });

  it('a month is its first day up to the first day of the next, December into January', () => {
    assert.deepEqual(monthRange({ year: 2031, month: 2 }), {
      from: '2031-02-01',
      to: '2031-03-01',
    });
    assert.deepEqual(monthRange({ year: 2030, month: 12 }), {
      from: '2030-12-01',
      to: '2031-01-01',
    });
  });

  it('offers the years from the current minus 2 to plus 2', () => {
    assert.deepEqual(dashboardYearOptions(2026), [2024, 2025, 2026, 2027, 2028]);
  });

  it('reads month and year from the address, both optional, and refuses nonsense', () => {
    assert.deepEqual(dashboardQuerySchema.parse({ month: '1', year: '2031' }), {
      month: 1,
      year: 2031,
    });
    assert.deepEqual(dashboardQuerySchema.parse({}), {});
    for (const bad of [{ month: '13' }, { month: '0' }, { year: '99999' }, { month: 'x' }])
      assert.equal(dashboardQuerySchema.safeParse(bad).success, false, JSON.stringify(bad));
  });
});

describe('the percent change on the cards', () => {
  it('is computed only when last month is above 0', () => {
    assert.equal(percentChange(5, 0), null);
    assert.equal(percentChange(0, 0), null);
    assert.equal(percentChange(3, -1), null);
    assert.equal(percentChange(6, 4), 50);
    assert.equal(percentChange(0, 4), -100);
  });

  it('shows one decimal with its sign', () => {
    assert.equal(formatPercentChange(50), '+50.0%');
    assert.equal(formatPercentChange(((2 - 3) / 3) * 100), '-33.3%');
    assert.equal(formatPercentChange(0), '0.0%');
    assert.equal(formatPercentChange(12.25), '+12.3%');
    assert.equal(formatPercentChange(-0.04), '0.0%');
  });

  it('compares money per currency, never across currencies', () => {
    assert.deepEqual(
      compareMoney(
        [
          { currency: 'USD', amount: '150.00' },
          { currency: 'EUR', amount: '80.00' },
        ],
        [
          { currency: 'USD', amount: '100.00' },
          { currency: 'GBP', amount: '40.00' },
        ],
      ),
      [
        { currency: 'EUR', current: '80.00', previous: '0.00', change: null },
        { currency: 'GBP', current: '0.00', previous: '40.00', change: -100 },
        { currency: 'USD', current: '150.00', previous: '100.00', change: 50 },
      ],
    );
  });
});

describe('the dashboard constants', () => {
  it('has the four Quick Actions and five cards of the spec, in order', () => {
    assert.deepEqual(
      DASHBOARD_QUICK_ACTIONS.map((a) => [a.label, a.path]),
      [
        ['New Ticket', APP_ROUTES.ticketsCreate],
        ['Add Customer', APP_ROUTES.customersAdd],
        ['Schedule Call', APP_ROUTES.meeting],
        ['View Reports', APP_ROUTES.sampleReports],
      ],
    );
    assert.deepEqual(
      DASHBOARD_CARDS.map((c) => c.label),
      ['Customer Receivables', 'Engineer Payout', 'Leads', 'Total Tickets', 'Approved Leaves'],
    );
  });
});
