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
export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new AppError('VALIDATION_FAILED', message, details);
