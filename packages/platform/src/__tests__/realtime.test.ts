import { fakeResponse } from '../test/fake-response';
import { reconnectDelay } from '../realtime/backoff';
import { RealtimeClient } from '../realtime/realtime-client';
import { useLiveCountsStore } from '../counts/live-counts-store';

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
  onclose: (() => void) | null = null;
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

  const make = () =>
    new RealtimeClient({
      url: 'ws://x',
      createSocket: () => new FakeSocket() as unknown as WebSocket,
      random: () => 0.5,
    });

  it('delivers events to subscribers and sends only while connected', () => {
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
    expect(client.send('request:engineer:refresh', { userId: 1 })).toBe(true);
    expect(JSON.parse(socket.sent[0]!)).toEqual({
      event: 'request:engineer:refresh',
      data: { userId: 1 },
    });
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
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await useLiveCountsStore.getState().refresh();
    expect(useLiveCountsStore.getState().connected).toBe(false);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('a successful refresh replaces the counts', async () => {
    const counts = {
      customers: 4,
      leads: 1,
      tickets: 0,
      engineers: 120,
      leaves: 3,
      notifications: 5,
      customerReceivable: 4,
    };
    global.fetch = jest.fn().mockResolvedValue(fakeResponse(200, counts));
    await useLiveCountsStore.getState().refresh();
    expect(useLiveCountsStore.getState().counts).toEqual(counts);
  });
});
