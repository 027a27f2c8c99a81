import { act, screen } from '@testing-library/react';
import { businessToday } from '@trellis/contracts';
import { browserTimeZone, msUntilNextDay, useBusinessToday } from '../settings/use-business-today';
import { fixtures, http, HttpResponse, renderWithProviders, setupApiServer } from '../testing';

const server = setupApiServer();
// 23:59:30 on 22 November in Los Angeles (UTC-8) is already 07:59:30 on the 23rd in UTC, where
// machines and CI run: which day shows tells which zone the hook used.
const ZONE = 'America/Los_Angeles';
const BEFORE_MIDNIGHT = new Date('2026-11-23T07:59:30Z');

function Today() {
  return <output>{useBusinessToday()}</output>;
}

beforeEach(() => {
  jest.useFakeTimers({
    now: BEFORE_MIDNIGHT,
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
  });
  server.use(
    http.get('/api/settings', () => HttpResponse.json(fixtures.settings({ timeZone: ZONE }))),
  );
});

afterEach(() => jest.useRealTimers());

describe('useBusinessToday', () => {
  it("uses the browser's zone until the settings load, then the business zone", async () => {
    renderWithProviders(<Today />);
    expect(screen.getByRole('status')).toHaveTextContent(
      businessToday(browserTimeZone(), BEFORE_MIDNIGHT),
    );
    expect(await screen.findByText('2026-11-22')).toBeInTheDocument();
  });

  it("turns the page at midnight in the business zone, not at the machine's", async () => {
    renderWithProviders(<Today />);
    expect(await screen.findByText('2026-11-22')).toBeInTheDocument();
    // Finding it let a little fake time pass: run the clock to one millisecond before midnight.
    const left = msUntilNextDay(ZONE, Date.now());
    expect(left).toBeLessThanOrEqual(30_000);
    await act(async () => {
      jest.advanceTimersByTime(left - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-22');
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-23');
  });
});

describe('msUntilNextDay', () => {
  it('counts to the next midnight of the zone', () => {
    expect(msUntilNextDay(ZONE, BEFORE_MIDNIGHT.getTime())).toBe(30_000);
    expect(msUntilNextDay('Pacific/Auckland', Date.parse('2026-11-22T10:59:30Z'))).toBe(30_000);
    expect(msUntilNextDay('UTC', Date.parse('2026-11-22T00:00:00Z'))).toBe(24 * 3600_000);
  });

  it('knows that a day with a DST change is 23 or 25 hours long', () => {
    // New York: clocks go forward at 02:00 on 8 March 2026 and back at 02:00 on 1 November.
    expect(msUntilNextDay('America/New_York', Date.parse('2026-03-08T05:00:00Z'))).toBe(
      23 * 3600_000,
    );
    expect(msUntilNextDay('America/New_York', Date.parse('2026-11-01T04:00:00Z'))).toBe(
      25 * 3600_000,
    );
  });
});
