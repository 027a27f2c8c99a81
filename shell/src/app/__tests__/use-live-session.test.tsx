import { setTimeout as realDelay } from 'node:timers/promises';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  type EventPayload,
  type SubscribableEvent,
  useLiveCountsStore,
  useSessionStore,
  useToastStore,
} from '@trellis/platform/core';
import { useEngineerUpdateRecords } from '../engineer-update-records';
import {
  emitRealtime,
  fixtures,
  http,
  HttpResponse,
  realtimeLink,
  setupApiServer,
} from '@trellis/platform/testing';
import { useLiveSession } from '../use-live-session';

const USER = fixtures.user({ id: 7, username: 'Ada', email: 'ada@example.com' });
const COUNTS = fixtures.counts({ engineers: 10, customers: 4 });
let countsCalls = 0;
let meCalls = 0;
let sockets: string[] = [];

const server = setupApiServer(
  http.get('/api/counts', () => {
    countsCalls += 1;
    return HttpResponse.json(COUNTS);
  }),
  http.get('/api/users/me', () => {
    meCalls += 1;
    return HttpResponse.json({ ...USER, username: 'Ada L.' });
  }),
);

/** Lets the socket and the requests it starts deliver: real time passes, the fake clock stands. */
const settle = () => act(() => realDelay(30));

async function emit<E extends SubscribableEvent>(event: E, data: EventPayload<E>) {
  act(() => emitRealtime(event, data));
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  countsCalls = 0;
  meCalls = 0;
  sockets = [];
  server.use(
    realtimeLink.addEventListener('connection', ({ client }) => sockets.push(client.url.href)),
  );
  useSessionStore.getState().setUser(USER);
  useLiveCountsStore.setState({ counts: fixtures.counts(), connected: false });
  useToastStore.setState({ toasts: [] });
});

afterEach(() => jest.useRealTimers());

async function start() {
  const hook = renderHook(() => useLiveSession());
  await waitFor(() => expect(useLiveCountsStore.getState().connected).toBe(true));
  await waitFor(() => expect(countsCalls).toBe(1));
  return hook;
}

describe('the live session', () => {
  it('opens the one socket to /api/ws once signed in, marks it live and loads the counts', async () => {
    await start();
    expect(sockets).toEqual(['ws://localhost/api/ws']);
    expect(useLiveCountsStore.getState().connected).toBe(true);
    await waitFor(() => expect(useLiveCountsStore.getState().counts).toEqual(COUNTS));
  });

  it('reloads the counts every 30 s', async () => {
    await start();
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    await waitFor(() => expect(countsCalls).toBe(2));
  });

  it('takes counts:updated as it comes, and reloads on engineer:created (count up by one first)', async () => {
    await start();
    await waitFor(() => expect(useLiveCountsStore.getState().counts).toEqual(COUNTS));
    await emit('counts:updated', { ...COUNTS, tickets: 42 });
    expect(useLiveCountsStore.getState().counts.tickets).toBe(42);
    expect(countsCalls).toBe(1);
    const engineers: number[] = [];
    const stopWatching = useLiveCountsStore.subscribe((s) => engineers.push(s.counts.engineers));
    await emit('engineer:created', { id: 11 });
    await waitFor(() => expect(countsCalls).toBe(2));
    // One more at once, then what the reload says.
    await waitFor(() => expect(engineers).toEqual([11, 10]));
    stopWatching();
    await emit('engineer:updated', { id: 11 });
    await waitFor(() => expect(countsCalls).toBe(3));
  });

  it("force-refreshes the user on the user's own profile event and says 'Profile updated successfully!'", async () => {
    await start();
    act(() => emitRealtime('user:7:profile:updated', { userId: 7 }));
    await waitFor(() => expect(useSessionStore.getState().user?.username).toBe('Ada L.'));
    expect(meCalls).toBe(1);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      'Profile updated successfully!',
    ]);
  });

  it("replaces each engineer's update record, keyed by userId, on every engineer event", async () => {
    await start();
    const records = () => useEngineerUpdateRecords.getState().records;
    const profile = { id: 3, userId: 3, name: 'Eve', email: 'eve@example.com', phone: null };
    await emit('profile:updated', profile);
    expect(records()[3]).toEqual({ lastUpdated: new Date().toISOString(), data: profile });
    jest.advanceTimersByTime(5_000);
    await emit('engineer:updated', { id: 3, phone: '+44 7700 900001' });
    // Replaced, not merged: the record holds what the last event brought, stamped anew.
    expect(records()[3]).toEqual({
      lastUpdated: new Date().toISOString(),
      data: { id: 3, phone: '+44 7700 900001' },
    });
    act(() => emitRealtime('user:7:profile:updated', { userId: 7 }));
    await waitFor(() => expect(records()[7]?.data).toEqual({ userId: 7 }));
    expect(Object.keys(records())).toEqual(['3', '7']);
  });

  it('forgets the engineer update records on sign-out', async () => {
    const hook = await start();
    await emit('engineer:updated', { id: 4 });
    expect(useEngineerUpdateRecords.getState().records[4]).toBeDefined();
    act(() => useSessionStore.getState().clear('signed-out'));
    hook.rerender();
    expect(useEngineerUpdateRecords.getState().records).toEqual({});
  });

  it('closes the socket on sign-out and stops reloading', async () => {
    const hook = await start();
    act(() => useSessionStore.getState().clear('signed-out'));
    hook.rerender();
    expect(useLiveCountsStore.getState().connected).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await settle();
    expect(countsCalls).toBe(1);
  });

  it.each([
    () => emitRealtime('role:updated', { id: 2, name: 'Manager' }),
    () => emitRealtime('role:deleted', { id: 5, name: 'Auditor' }),
    () =>
      emitRealtime('system-user:updated', {
        id: 7,
        name: 'Ada',
        email: 'ada@example.com',
        status: 'active',
      }),
  ])(
    'reloads the user, quietly, on a role or system-user event (#%#): the role may have changed',
    async (emitEvent) => {
      await start();
      act(emitEvent);
      await waitFor(() => expect(meCalls).toBe(1));
      await settle();
      expect(useToastStore.getState().toasts).toEqual([]);
    },
  );

  it('asks a pending account for no counts, and loads them once the approval brings Read', async () => {
    useSessionStore.getState().setUser({ ...USER, status: 'pending', permissions: [] });
    renderHook(() => useLiveSession());
    await waitFor(() => expect(useLiveCountsStore.getState().connected).toBe(true));
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    await settle();
    expect(countsCalls).toBe(0);
    act(() => emitRealtime('user:7:profile:updated', { userId: 7 }));
    await waitFor(() => expect(countsCalls).toBe(1));
    // An approval is not a profile edit.
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
