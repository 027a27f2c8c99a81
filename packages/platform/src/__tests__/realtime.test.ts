import * as contracts from '@trellis/contracts';
import { reconnectDelay } from '../realtime/backoff';
import { RealtimeClient } from '../realtime/realtime-client';
import { useLiveCountsStore } from '../counts/live-counts-store';
import { fixtures, http, HttpResponse, setupApiServer } from '../testing';

const server = setupApiServer();

describe('reconnect backoff (1000 ms → 5000 ms, randomization 0.5)', () => {
  it('doubles from 1000 ms and caps at 5000 ms without jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 10].map((a) => reconnectDelay(a, middle))).toEqual([
      1000, 2000, 4000, 5000, 5000, 5000,
    ]);
  });
  it('spreads each delay by at most ±50 %, never above 5000 ms', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1500);
    expect(reconnectDelay(5, () => 1)).toBe(5000);
    expect(reconnectDelay(5, () => 0)).toBe(2500);
  });
});

class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event?: { code: number }) => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  sent: string[] = [];
  constructor() {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
}

describe('RealtimeClient', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => jest.useRealTimers());

  const make = (isOwnRequest?: (id: string | undefined) => boolean) =>
    new RealtimeClient({
      url: 'ws://x',
      createSocket: () => new FakeSocket() as unknown as WebSocket,
      random: () => 0.5,
      isOwnRequest,
      schemas: contracts,
    });

  const open = (client: RealtimeClient) => {
    client.connect();
    const socket = FakeSocket.made.at(-1)!;
    socket.onopen!();
    return (message: unknown) =>
      socket.onmessage!({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  };

  it('loads the payload schemas on connect and delivers what came meanwhile, in order', async () => {
    const client = new RealtimeClient({
      url: 'ws://x',
      createSocket: () => new FakeSocket() as unknown as WebSocket,
    });
    const seen: number[] = [];
    client.subscribe('engineer:deleted', (d) => seen.push(d.id));
    client.connect();
    const socket = FakeSocket.made.at(-1)!;
    socket.onopen!();
    for (const id of [1, 2, 3])
      socket.onmessage!({ data: JSON.stringify({ event: 'engineer:deleted', data: { id } }) });
    expect(seen).toEqual([]);
    await jest.runAllTimersAsync();
    expect(seen).toEqual([1, 2, 3]);
    socket.onmessage!({ data: JSON.stringify({ event: 'engineer:deleted', data: { id: 4 } }) });
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('delivers events to subscribers and sends only while connected', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const client = make();
    const seen: unknown[] = [];
    client.subscribe('engineer:created', (d) => seen.push(d));
    expect(client.send('request:engineer:refresh', { userId: 1 })).toBe(false);
    client.connect();
    const socket = FakeSocket.made[0]!;
    socket.onopen!();
    socket.onmessage!({ data: JSON.stringify({ event: 'engineer:created', data: { id: 3 } }) });
    socket.onmessage!({ data: 'garbage' });
    expect(seen).toEqual([{ id: 3 }]);
    warn.mockRestore();
    expect(client.send('request:engineer:refresh', { userId: 1 })).toBe(true);
    expect(JSON.parse(socket.sent[0]!)).toEqual({
      event: 'request:engineer:refresh',
      data: { userId: 1 },
    });
  });

  it('tells each handler whether its own tab caused the event', () => {
    const client = make((id) => id === 'mine-0001');
    const seen: unknown[] = [];
    client.subscribe('engineer:deleted', (data, meta) => seen.push([data.id, meta.own]));
    const emit = open(client);
    emit({ event: 'engineer:deleted', data: { id: 1 }, requestId: 'mine-0001' });
    emit({ event: 'engineer:deleted', data: { id: 2 }, requestId: 'theirs-0001' });
    emit({ event: 'engineer:deleted', data: { id: 3 } });
    expect(seen).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    expect(client.isOwn({ requestId: 'mine-0001' })).toBe(true);
  });

  it("drops a payload that breaks the contract's schema, warning once per event", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const client = make();
    const seen: unknown[] = [];
    client.subscribe('customer:updated', (data) => seen.push(data));
    client.subscribe('counts:updated', (data) => seen.push(data));
    const emit = open(client);
    emit({ event: 'customer:updated', data: { id: 'four', name: 'Acme' } });
    emit({ event: 'customer:updated', data: { id: 4 } });
    emit({ event: 'customer:updated', data: { id: 4, name: 'Acme', code: '#AIM-C-004' } });
    emit({ event: 'counts:updated', data: { customers: 'many' } });
    expect(seen).toEqual([{ id: 4, name: 'Acme', code: '#AIM-C-004' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toBe('Dropped a malformed "customer:updated" event');
    expect(warn.mock.calls[1]![0]).toBe('Dropped a malformed "counts:updated" event');
    warn.mockRestore();
  });

  it('checks the per-user profile event against the user:profile:updated schema', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const client = make();
    const seen: unknown[] = [];
    client.subscribe('user:7:profile:updated', (data) => seen.push(data.userId));
    const emit = open(client);
    emit({ event: 'user:7:profile:updated', data: { id: 7 } });
    emit({ event: 'user:7:profile:updated', data: { userId: 7 } });
    expect(seen).toEqual([7]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('keeps delivering to the other handlers when one throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const client = make();
    const seen: number[] = [];
    client.subscribe('engineer:deleted', () => {
      throw new Error('broken screen');
    });
    client.subscribe('engineer:deleted', (data) => seen.push(data.id));
    open(client)({ event: 'engineer:deleted', data: { id: 5 } });
    expect(seen).toEqual([5]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('reconnects after 1 s, 2 s, 4 s, 5 s … and resets after a success', () => {
    const client = make();
    client.connect();
    for (const delay of [1000, 2000, 4000, 5000, 5000]) {
      FakeSocket.made.at(-1)!.close();
      const before = FakeSocket.made.length;
      jest.advanceTimersByTime(delay - 1);
      expect(FakeSocket.made.length).toBe(before);
      jest.advanceTimersByTime(1);
      expect(FakeSocket.made.length).toBe(before + 1);
    }
    FakeSocket.made.at(-1)!.onopen!();
    FakeSocket.made.at(-1)!.close();
    jest.advanceTimersByTime(1000);
    expect(FakeSocket.made.length).toBe(7);
  });

  it('gives up a connection attempt after 20 s and tries again', () => {
    const client = make();
    client.connect();
    jest.advanceTimersByTime(20_000);
    jest.advanceTimersByTime(1000);
    expect(FakeSocket.made.length).toBe(2);
  });

  it('goes to sign-in, without reconnecting, when the server ends the socket with its session', () => {
    const ended = jest.fn();
    const client = new RealtimeClient({
      url: 'ws://x',
      createSocket: () => new FakeSocket() as unknown as WebSocket,
      random: () => 0.5,
      schemas: contracts,
      onSessionEnded: ended,
    });
    client.connect();
    FakeSocket.made[0]!.onopen!();
    FakeSocket.made[0]!.onclose!({ code: contracts.REALTIME_CLIENT.sessionEndedCloseCode });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(client.connected).toBe(false);
    jest.advanceTimersByTime(10_000);
    expect(FakeSocket.made).toHaveLength(1);

    // Any other close (a restart, a lost network) reconnects as before.
    client.connect();
    FakeSocket.made[1]!.onopen!();
    FakeSocket.made[1]!.onclose!({ code: 1006 });
    jest.advanceTimersByTime(1000);
    expect(FakeSocket.made).toHaveLength(3);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('stops reconnecting after disconnect', () => {
    const client = make();
    client.connect();
    client.disconnect();
    jest.advanceTimersByTime(60_000);
    expect(FakeSocket.made.length).toBe(1);
  });
});

describe('live counts', () => {
  it('a failed refresh is logged and marks the connection not live', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    useLiveCountsStore.getState().setConnected(true);
    server.use(http.get('/api/counts', () => HttpResponse.error()));
    await useLiveCountsStore.getState().refresh();
    expect(useLiveCountsStore.getState().connected).toBe(false);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('a successful refresh replaces the counts', async () => {
    const counts = fixtures.counts({ leads: 1, tickets: 0, engineers: 120 });
    server.use(http.get('/api/counts', () => HttpResponse.json(counts)));
    await useLiveCountsStore.getState().refresh();
    expect(useLiveCountsStore.getState().counts).toEqual(counts);
  });
});
