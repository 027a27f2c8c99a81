import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  isPayoutStatusForward,
  nextPayoutStatus,
  payoutGenerateMessage,
  payoutListQuerySchema,
  payoutUpdateBodySchema,
} from '../payout';

describe('payout contract', () => {
  it('moves a status only forward: pending, processing, paid', () => {
    assert.equal(isPayoutStatusForward('pending', 'processing'), true);
    assert.equal(isPayoutStatusForward('processing', 'paid'), true);
    assert.equal(isPayoutStatusForward('pending', 'paid'), true);
    assert.equal(isPayoutStatusForward('paid', 'processing'), false);
    assert.equal(isPayoutStatusForward('processing', 'processing'), false);
    assert.deepEqual(
      [nextPayoutStatus('pending'), nextPayoutStatus('processing'), nextPayoutStatus('paid')],
      ['processing', 'paid', null],
    );
  });

  it('takes either status alone, or bonus and deductions as 2-decimal amounts', () => {
    assert.deepEqual(payoutUpdateBodySchema.parse({ bonus: '50', deductions: 10.5 }), {
      bonus: '50.00',
      deductions: '10.50',
    });
    assert.deepEqual(payoutUpdateBodySchema.parse({ status: 'paid' }), { status: 'paid' });
    for (const bad of [
      {},
      { status: 'paid', bonus: '1' },
      { bonus: '-1' },
      { bonus: '' },
      { deductions: '1.234' },
      { status: 'overdue' },
    ])
      assert.equal(payoutUpdateBodySchema.safeParse(bad).success, false, JSON.stringify(bad));
  });

  it('filters by a YYYY-MM month or none', () => {
    assert.equal(payoutListQuerySchema.parse({}).month, '');
    assert.equal(payoutListQuerySchema.parse({ month: '2026-01' }).month, '2026-01');
    for (const month of ['2026-13', '2026-1', '26-01', 'January'])
      assert.equal(payoutListQuerySchema.safeParse({ month }).success, false, month);
  });

  it('says what generating did', () => {
    assert.equal(
      payoutGenerateMessage({ month: '2026-01', created: 2, refreshed: 1, skipped: [{}] }),
      'Payouts for 2026-01: 2 created, 1 refreshed, 1 skipped',
    );
  });
});
