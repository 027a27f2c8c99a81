import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dayStartsOnUtcHour, nextDay } from '../../src/repositories/session-time-zone';

// Whether a business day's midnight falls on a whole UTC hour decides if the audit log's date
// range is summed from its hourly counters or counted; a wrong "yes" would show a wrong total.
describe('a day starting on a whole UTC hour', () => {
  it('holds in whole-hour zones, summer and winter, and not in half- and quarter-hour ones', () => {
    assert.equal(dayStartsOnUtcHour('2026-01-15', 'UTC'), true);
    assert.equal(dayStartsOnUtcHour('2026-01-15', 'Europe/London'), true);
    assert.equal(dayStartsOnUtcHour('2026-07-15', 'Europe/London'), true);
    assert.equal(dayStartsOnUtcHour('2026-07-15', 'America/New_York'), true);
    assert.equal(dayStartsOnUtcHour('2026-07-15', 'Asia/Kolkata'), false);
    assert.equal(dayStartsOnUtcHour('2026-07-15', 'Asia/Kathmandu'), false);
    assert.equal(dayStartsOnUtcHour('2026-07-15', 'America/St_Johns'), false);
  });

  it('follows a zone whose offset moves by half an hour with the season', () => {
    // Lord Howe Island: UTC+10:30 in its winter, UTC+11 in its summer.
    assert.equal(dayStartsOnUtcHour('2026-07-15', 'Australia/Lord_Howe'), false);
    assert.equal(dayStartsOnUtcHour('2026-01-15', 'Australia/Lord_Howe'), true);
  });

  it('answers no for a zone it does not know, so the entries are counted', () => {
    assert.equal(dayStartsOnUtcHour('2026-07-15', 'Mars/Olympus_Mons'), false);
  });

  it('steps to the next day across a month and a year', () => {
    assert.equal(nextDay('2026-02-28'), '2026-03-01');
    assert.equal(nextDay('2026-12-31'), '2027-01-01');
  });
});
