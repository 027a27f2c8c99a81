import { ApiError } from '@trellis/platform';

/** What a failed call tells the screen, whatever threw it. */
export type RequestFailure =
  /** The server answered; `serverMessage` is the `message` of its error body, if any; `message` is the client's own text. */
  | { kind: 'response'; status: number; serverMessage?: string; message?: string }
  /** The request never got an answer (offline, server down, CORS). */
  | { kind: 'no-response' }
  /** Something on this side failed before or after the request. */
  | { kind: 'client'; message?: string };

export function toRequestFailure(error: unknown): RequestFailure {
  if (error instanceof ApiError) {
    if (error.status === 0) return { kind: 'no-response' };
    return {
      kind: 'response',
      status: error.status,
      serverMessage: error.serverMessage || undefined,
      message: error.message || undefined,
    };
  }
  if (error instanceof Error) return { kind: 'client', message: error.message || undefined };
  return { kind: 'client' };
}

/** The spec's usual rule: the server's message, otherwise the screen's fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  const failure = toRequestFailure(error);
  return failure.kind === 'response' && failure.serverMessage ? failure.serverMessage : fallback;
}
