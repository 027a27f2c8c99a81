import { ERROR_STATUS, type ErrorCode } from '@trellis/contracts';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** An expected failure with a code from the contracts; the error handler turns it into a response. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** `value`, or a 404 naming `what` when there is none. */
export function orNotFound<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}
export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new AppError('VALIDATION_FAILED', message, details);

/** A refusal because of one field, named in `details` as well so the form can mark it. */
export const fieldError = (code: ErrorCode, path: string, message: string) =>
  new AppError(code, message, [{ path, message }]);

/** One line for a toast: the first problem, and how many more `details` lists. */
export function summarizeDetails(details: ErrorDetail[], fallback = 'Invalid request'): string {
  const [first] = details;
  if (!first) return fallback;
  return details.length === 1 ? first.message : `${first.message} (and ${details.length - 1} more)`;
}
