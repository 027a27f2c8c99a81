import { relativeTime } from '../relative-time';

const now = new Date('2026-11-26T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('relativeTime', () => {
  it.each([
    [before(20_000), 'just now'],
    [new Date(now.getTime() + 30_000).toISOString(), 'just now'],
    [before(MINUTE), '1 minute ago'],
    [before(59 * MINUTE), '59 minutes ago'],
    [before(60 * MINUTE), '1 hour ago'],
    [before(23 * 60 * MINUTE), '23 hours ago'],
    [before(24 * 60 * MINUTE), 'yesterday'],
    [before(6 * 24 * 60 * MINUTE), '6 days ago'],
  ])('reads %s as %s', (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });

  it('gives the date from a week back, and an unreadable stamp as it came', () => {
    expect(relativeTime('2026-11-10T09:00:00.000Z', now)).toMatch(/2026/);
    expect(relativeTime('soon', now)).toBe('soon');
  });
});
