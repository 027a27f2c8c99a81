// A browser tab's socket, as the tests open it: connect with a session cookie, then await events.
import WebSocket from 'ws';

export interface Envelope {
  event: string;
  data: Record<string, unknown>;
  requestId?: string;
}

export function connect(
  port: number,
  cookie?: string,
): Promise<{ socket: WebSocket; next(event: string): Promise<Envelope> }> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
    headers: cookie ? { cookie } : {},
  });
  const received: Envelope[] = [];
  const waiting: { event: string; resolve: (e: Envelope) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Envelope;
    const index = waiting.findIndex((w) => w.event === message.event);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(message);
    else received.push(message);
  });
  const next = (event: string) =>
    new Promise<Envelope>((resolve, reject) => {
      const found = received.findIndex((m) => m.event === event);
      if (found >= 0) return resolve(received.splice(found, 1)[0]!);
      const timer = setTimeout(() => reject(new Error(`no ${event} within 3 s`)), 3000);
      waiting.push({ event, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}
