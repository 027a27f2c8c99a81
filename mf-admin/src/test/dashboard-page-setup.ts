import type { User } from '@trellis/contracts';
import { realtime, useToastStore } from '@trellis/platform';
import { fixtures, setupApiServer } from '@trellis/platform/testing';
import { renderAdmin } from './render-admin';
import { fakeDashboardApi, type FakeDashboardData } from './dashboard-api';

// What every dashboard page test shares: a fake API, a fixed business today and a clean slate.

export const OVERVIEW = fixtures.dashboard({
  current: {
    customer_receivables: [
      { currency: 'USD', amount: '150.50' },
      { currency: 'EUR', amount: '70.00' },
    ],
    engineer_payout: [],
    leads: 6,
    total_tickets: 3,
    approved_leaves: 1,
  },
  previous: {
    customer_receivables: [{ currency: 'USD', amount: '100.00' }],
    engineer_payout: [],
    leads: 4,
    total_tickets: 0,
    approved_leaves: 3,
  },
});

/** Call at a test file's top level: it registers the server and the clock around each test. */
export function setUpDashboardPage() {
  const server = setupApiServer();
  // The business today: Monday 5 January 2026 (the settings fixture's zone is UTC).
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-01-05T12:00:00Z'),
      advanceTimers: true,
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    window.localStorage.clear();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    realtime.disconnect();
    jest.useRealTimers();
  });

  function renderDashboard(data: FakeDashboardData = {}, user?: User) {
    const api = fakeDashboardApi({ overview: OVERVIEW, ...data });
    server.use(...api.handlers);
    return { ...renderAdmin('/dashboard', '/dashboard', user), api };
  }
  return { server, renderDashboard };
}
