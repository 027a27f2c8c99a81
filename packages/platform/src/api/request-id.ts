import { REQUEST_ID_PATTERN } from '@trellis/contracts/constants';

/** Enough to cover every write whose events may still be on their way back. */
export const REMEMBERED_REQUEST_IDS = 300;

// Insertion-ordered, so the oldest id is the first one to forget.
const sent = new Set<string>();

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A fresh id for one request (matches the contract's REQUEST_ID_PATTERN). `randomUUID` exists
 * only in secure contexts (https, localhost); `getRandomValues` is the fallback everywhere else.
 */
export function newRequestId(): string {
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomHex(16);
  return REQUEST_ID_PATTERN.test(id) ? id : randomHex(16);
}

/** Records an id this tab sent, forgetting the oldest past REMEMBERED_REQUEST_IDS. */
export function rememberRequestId(id: string): void {
  sent.delete(id);
  sent.add(id);
  if (sent.size > REMEMBERED_REQUEST_IDS) sent.delete(sent.values().next().value as string);
}

/** Whether this tab sent the request with this id (so the event it caused is our own echo). */
export function isOwnRequestId(id: string | null | undefined): boolean {
  return typeof id === 'string' && sent.has(id);
}
