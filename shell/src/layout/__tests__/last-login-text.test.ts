import { lastLoginText } from '../last-login-text';

const NOW = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('lastLoginText', () => {
  it('says First time login when missing or unreadable', () => {
    expect(lastLoginText(null, NOW)).toBe('First time login');
    expect(lastLoginText(undefined, NOW)).toBe('First time login');
    expect(lastLoginText('not a date', NOW)).toBe('First time login');
  });

  it('says Just now under an hour', () => {
    expect(lastLoginText(ago(0), NOW)).toBe('Just now');
    expect(lastLoginText(ago(59 * MIN), NOW)).toBe('Just now');
  });

  it('counts hours under a day', () => {
    expect(lastLoginText(ago(HOUR), NOW)).toBe('1 hour ago');
    expect(lastLoginText(ago(5 * HOUR), NOW)).toBe('5 hours ago');
    expect(lastLoginText(ago(23 * HOUR + 59 * MIN), NOW)).toBe('23 hours ago');
  });

  it('says Yesterday for one day', () => {
    expect(lastLoginText(ago(DAY), NOW)).toBe('Yesterday');
    expect(lastLoginText(ago(47 * HOUR), NOW)).toBe('Yesterday');
  });

  it('counts days under a week', () => {
    expect(lastLoginText(ago(2 * DAY), NOW)).toBe('2 days ago');
    expect(lastLoginText(ago(6 * DAY + 23 * HOUR), NOW)).toBe('6 days ago');
  });

  it('shows a date from a week on', () => {
    expect(lastLoginText('2026-11-10T12:00:00Z', NOW)).toBe('Nov 10, 2026');
  });
});
