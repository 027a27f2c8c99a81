import { API_ROUTES, REALTIME_CLIENT, type RealtimeEnvelope } from '@trellis/contracts';
import { reconnectDelay } from './backoff';

type Handler = (data: Record<string, unknown>) => void;
type ConnectionListener = (connected: boolean) => void;

export interface RealtimeClientOptions {
  url?: string;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/** One websocket for the whole app: reconnects forever with backoff, fans events out to subscribers. */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private wanted = false;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly connectionListeners = new Set<ConnectionListener>();
  connected = false;

  constructor(private readonly options: RealtimeClientOptions = {}) {}

  private url(): string {
    if (this.options.url) return this.options.url;
    const { protocol, host } = window.location;
    return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${API_ROUTES.ws}`;
  }

  connect(): void {
    this.wanted = true;
    if (this.socket) return;
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.url());
    this.socket = socket;
    this.connectTimer = setTimeout(() => socket.close(), REALTIME_CLIENT.connectTimeoutMs);
    socket.onopen = () => {
      this.clearConnectTimer();
      this.attempt = 0;
      this.setConnected(true);
    };
    socket.onmessage = (message) => {
      let envelope: RealtimeEnvelope;
      try {
        envelope = JSON.parse(String(message.data)) as RealtimeEnvelope;
      } catch {
        return;
      }
      this.handlers.get(envelope.event)?.forEach((handler) => handler(envelope.data ?? {}));
    };
    socket.onclose = () => {
      this.clearConnectTimer();
      this.socket = null;
      this.setConnected(false);
      if (this.wanted) this.scheduleReconnect();
    };
    socket.onerror = () => socket.close();
  }

  disconnect(): void {
    this.wanted = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.socket?.close();
    this.socket = null;
    this.setConnected(false);
  }

  subscribe(event: string, handler: Handler): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  onConnectionChange(listener: ConnectionListener): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  /** Sends only while connected (spec 000 §7); returns whether it was sent. */
  send(event: string, data: Record<string, unknown>): boolean {
    if (!this.connected || !this.socket) return false;
    this.socket.send(JSON.stringify({ event, data }));
    return true;
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.wanted) this.connect();
    }, delay);
  }

  private clearConnectTimer(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    this.connectionListeners.forEach((listener) => listener(connected));
  }
}

/** The app's one connection, owned by the shell; remotes only subscribe. */
export const realtime = new RealtimeClient();
