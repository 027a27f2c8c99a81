import {
  API_ROUTES,
  REALTIME_CLIENT,
  type RealtimeEnvelope,
  type RealtimeEventName,
  type RealtimePayload,
} from '@trellis/contracts/constants';
import { isOwnRequestId } from '../api/request-id';
import { handleUnauthorized } from '../api/unauthorized';
import { reconnectDelay } from './backoff';
import type { RealtimeHandler, RealtimeMeta, SubscribableEvent } from './realtime-types';

type AnyHandler = (data: Record<string, unknown>, meta: RealtimeMeta) => void;
export type RealtimeSchemas = Pick<
  typeof import('@trellis/contracts'),
  'realtimeEnvelopeSchema' | 'realtimeEventSchema'
>;

// The payload schemas (and zod) are not part of the shell's start-up, nor of the first screen:
// they load with the first message, and messages wait for them in order.
const loadRealtimeSchemas = (): Promise<RealtimeSchemas> => import('@trellis/contracts');
type ConnectionListener = (connected: boolean) => void;

export interface RealtimeClientOptions {
  url?: string;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
  /** Whether this tab sent the request with that id (default: the ids `apiFetch` remembers). */
  isOwnRequest?: (requestId: string | undefined) => boolean;
  /** The payload schemas, when already at hand (tests); otherwise loaded on first connect. */
  schemas?: RealtimeSchemas;
  /** When the server ends the socket with its session (default: as the API client's 401). */
  onSessionEnded?: () => void;
}

/**
 * One websocket for the whole app: reconnects forever with backoff, checks each event against
 * the contract's payload schema and fans it out to subscribers with where it came from.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private wanted = false;
  private readonly handlers = new Map<string, Set<AnyHandler>>();
  private readonly connectionListeners = new Set<ConnectionListener>();
  private readonly warned = new Set<string>();
  private schemas: RealtimeSchemas | null;
  private schemasLoading: Promise<void> | null = null;
  private pending: string[] = [];
  connected = false;

  constructor(private readonly options: RealtimeClientOptions = {}) {
    this.schemas = options.schemas ?? null;
  }

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
    socket.onmessage = (message: MessageEvent) => this.receive(String(message.data));
    socket.onclose = (event?: CloseEvent) => {
      this.clearConnectTimer();
      this.socket = null;
      this.setConnected(false);
      // The session ended (signed out elsewhere, a reset, a deactivation): as a 401 would, this
      // goes to the sign-in page, and the next session connects again.
      if (event?.code === REALTIME_CLIENT.sessionEndedCloseCode) {
        this.wanted = false;
        (this.options.onSessionEnded ?? handleUnauthorized)();
        return;
      }
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

  /** Listens to one event, its payload typed (and checked) by the contract; returns unsubscribe. */
  subscribe<E extends SubscribableEvent>(event: E, handler: RealtimeHandler<E>): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    const stored = handler as unknown as AnyHandler;
    set.add(stored);
    return () => set.delete(stored);
  }

  /** Whether an envelope was caused by a request this tab sent. */
  isOwn(envelope: Pick<RealtimeEnvelope, 'requestId'>): boolean {
    return (this.options.isOwnRequest ?? isOwnRequestId)(envelope.requestId);
  }

  onConnectionChange(listener: ConnectionListener): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  /** Sends only while connected (nothing is queued); returns whether it was sent. */
  send<E extends RealtimeEventName>(event: E, data: RealtimePayload<E>): boolean {
    if (!this.connected || !this.socket) return false;
    this.socket.send(JSON.stringify({ event, data }));
    return true;
  }

  private loadRealtimeSchemas(): void {
    this.schemasLoading ??= loadRealtimeSchemas().then(
      (schemas) => {
        this.schemas = schemas;
        const waiting = this.pending;
        this.pending = [];
        waiting.forEach((raw) => this.deliver(raw, schemas));
      },
      (error: unknown) => {
        this.schemasLoading = null; // the next message or connection tries again
        console.warn('Could not load the realtime event schemas', error);
      },
    );
  }

  private receive(raw: string): void {
    if (this.schemas) return this.deliver(raw, this.schemas);
    this.pending.push(raw);
    this.loadRealtimeSchemas();
  }

  private deliver(
    raw: string,
    { realtimeEnvelopeSchema, realtimeEventSchema }: RealtimeSchemas,
  ): void {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const envelope = realtimeEnvelopeSchema.safeParse(json);
    if (!envelope.success)
      return this.warnOnce('', 'Dropped a realtime message that is not an event');
    const { event, data, requestId } = envelope.data;
    const handlers = this.handlers.get(event);
    if (!handlers?.size) return;
    const schema = realtimeEventSchema(event);
    const payload = schema ? schema.safeParse(data) : { success: true as const, data };
    if (!payload.success)
      return this.warnOnce(event, `Dropped a malformed "${event}" event`, payload.error.issues);
    const meta: RealtimeMeta = { event, requestId, own: this.isOwn({ requestId }) };
    // A copy: a handler may unsubscribe (unmount) while the event is being delivered.
    for (const handler of [...handlers]) {
      try {
        handler(payload.data, meta);
      } catch (error) {
        // One broken screen must not keep the event from the others.
        console.error(`A "${event}" handler failed`, error);
      }
    }
  }

  /** Once per event name: a server that drifts from the contract would otherwise flood the console. */
  private warnOnce(key: string, message: string, details?: unknown): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(message, ...(details === undefined ? [] : [details]));
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
