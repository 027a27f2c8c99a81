import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_STATUS } from '@trellis/contracts';
import type { FuzzRequest } from './requests';

/** Internals an error must never show: a stack frame, SQL, PostgreSQL's or JavaScript's own words. */
const LEAK =
  / {4}at |syntax error|relation "|violates|pg_|select .* from|cannot (read|set|destructure) propert|is not (a function|iterable|defined)|call stack/i;

export function described(request: FuzzRequest): string {
  const payload = JSON.stringify(String(request.payload ?? '')).slice(0, 2000);
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${payload}`;
}

/** The body without the texts the request sent, which an error may quote back. */
function withoutEchoes(body: string, sent: string[]): string {
  const echoes = sent
    .flatMap((s) => [
      s,
      s.trim(),
      JSON.stringify(s).slice(1, -1),
      JSON.stringify(s.trim()).slice(1, -1),
    ])
    .filter((s) => s.length > 2)
    .sort((a, b) => b.length - a.length);
  return echoes.reduce((text, echo) => text.split(echo).join(''), body);
}

/**
 * Below 500, and an error in our shape ({ message, code } with a code from the contracts)
 * without internals. A success body is the resource, shaped by its response schema: an error
 * is where internals leak.
 */
export function checkAnswer(request: FuzzRequest, response: LightMyRequestResponse): void {
  const shown = () =>
    `${described(request)} → ${response.statusCode} ${response.body.slice(0, 500)}`;
  assert.ok(response.statusCode < 500, shown());
  if (response.statusCode < 400) return;
  assert.doesNotMatch(withoutEchoes(response.body, request.sent), LEAK, shown());
  const body = response.json() as { message?: unknown; code?: unknown };
  assert.ok(typeof body.message === 'string' && (body.code as string) in ERROR_STATUS, shown());
}

/** A request left unanswered fails too, naming the request, rather than hanging the suite. */
export async function answeredWithin<T>(
  ms: number,
  pending: Promise<T>,
  request: FuzzRequest,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`no answer within ${ms} ms: ${described(request)}`)),
      ms,
    );
  });
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
}
