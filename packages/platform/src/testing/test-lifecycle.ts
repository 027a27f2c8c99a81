import { waitFor } from '@testing-library/react';
import { realtime } from '../realtime/realtime-client';
import { useToastStore } from '../toast/toast-store';

/**
 * Opens the realtime socket before each test of the calling `describe` (or file) and closes it
 * after, so a test that emits an event knows the page is listening when it does.
 */
export function connectRealtimeAroundEach() {
  beforeEach(async () => {
    realtime.connect();
    await waitFor(() => expect(realtime.connected).toBe(true));
  });
  afterEach(() => realtime.disconnect());
}

/**
 * Empties the toasts after each test, and returns a reader of those shown as `[message, type]`
 * pairs: the store outlives a test, so one test's toasts would otherwise show in the next.
 */
export function trackToasts() {
  afterEach(() => useToastStore.setState({ toasts: [] }));
  return () => useToastStore.getState().toasts.map((toast) => [toast.message, toast.type]);
}
