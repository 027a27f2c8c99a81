import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { holidaysOf, specHolidayType } from '../../src/lib/holiday-source';

describe('date-holidays types on the spec’s four', () => {
  it('maps public, bank, school, optional and observance', () => {
    assert.equal(specHolidayType('public', 'Christmas Day'), 'Public Holiday');
    assert.equal(specHolidayType('bank', "New Year's Eve"), 'Bank Holiday');
    assert.equal(specHolidayType('public', 'Spring bank holiday'), 'Bank Holiday');
    assert.equal(specHolidayType('observance', "Mother's Day"), 'Festival');
    assert.equal(specHolidayType('optional', 'Christmas Eve'), 'Festival');
    assert.equal(specHolidayType('school', 'Good Friday'), 'Festival');
  });
  it('calls a country’s national day a National Holiday', () => {
    for (const name of [
      'National Day',
      'Independence Day (substitute day)',
      'Republic Day',
      "King's Day",
      'Bastille Day',
      'Canada Day',
    ])
      assert.equal(specHolidayType('public', name), 'National Holiday', name);
    assert.equal(specHolidayType('school', 'Liberation Day'), 'National Holiday');
    // An observance named after the nation is still only observed.
    assert.equal(
      specHolidayType('observance', 'National Day for Truth and Reconciliation'),
      'Festival',
    );
  });
  it('answers each country-year as calendar days, one row per date and title', () => {
    const uk = holidaysOf('United Kingdom', 2027);
    assert.ok(uk.some((h) => h.title === 'Christmas Day' && h.date === '2027-12-25'));
    assert.ok(uk.every((h) => /^2027-\d{2}-\d{2}$/.test(h.date) && h.country === 'United Kingdom'));
    const keys = uk.map((h) => `${h.date}|${h.title.toLowerCase()}`);
    assert.equal(new Set(keys).size, keys.length);
    // A time-zone suffix in the data set never moves the day.
    const uae = holidaysOf('UAE', 2026);
    assert.ok(uae.some((h) => h.title === 'National Day' && h.date === '2026-12-02'));
  });
});
