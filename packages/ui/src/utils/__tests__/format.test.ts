import { formatDate, formatMoney } from '../format';

describe('formatDate', () => {
  it('keeps a calendar day on its day whatever the time zone, in the given locale', () => {
    expect(formatDate('2026-11-22', {}, 'en-US')).toBe('11/22/2026');
    expect(formatDate('2026-01-05', { dateStyle: 'medium' }, 'en-GB')).toBe('5 Jan 2026');
  });

  it('formats a timestamp in the reader time zone and returns unreadable input as given', () => {
    expect(formatDate('2026-03-01T12:00:00Z', { timeZone: 'UTC' }, 'en-US')).toBe('3/1/2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('formatMoney', () => {
  it('shows each amount in its own currency, from an exact decimal string', () => {
    expect(formatMoney({ currency: 'USD', amount: '100.40' }, 'en-US')).toBe('$100.40');
    expect(formatMoney({ currency: 'EUR', amount: '1250' }, 'en-US')).toBe('€1,250.00');
    expect(formatMoney({ currency: 'GBP', amount: '12345678901234.57' }, 'en-GB')).toBe(
      '£12,345,678,901,234.57',
    );
  });
});
