import type { EngineerDetail } from '@trellis/contracts';

/**
 * An engineer as someone without the Manage Team permission sees them: no pay rate and no bank
 * details. The fields are left out, not emptied, so nobody mistakes them for unset.
 */
export function withoutPay(detail: EngineerDetail): EngineerDetail {
  const { pay_rate: _rate, pay_currency: _currency, profile, ...rest } = detail;
  const { paymentDetails: _payment, ...visibleProfile } = profile;
  return { ...rest, profile: visibleProfile };
}
