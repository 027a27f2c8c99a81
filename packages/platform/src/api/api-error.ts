import type { ErrorBody } from '@trellis/contracts/constants';

/** A failed call: the server's message and code, or status 0 when no response arrived. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorBody['details'],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's own message, when it sent one (shown in preference to a screen's fallback). */
  get serverMessage(): string | null {
    return this.status > 0 && this.code !== 'UNKNOWN' ? this.message : null;
  }
}
