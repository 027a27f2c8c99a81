import { ApiError, errorMessage } from '@trellis/platform/core';

export const REGISTER_ERRORS = {
  emailExists: 'Email already exists. Please use a different email.',
  invalidData: 'Invalid data provided. Please check all fields.',
  serverError: 'Server error. Please try again later.',
  cannotConnect: 'Cannot connect to server. Please check your internet connection.',
  fallback: 'Registration failed',
} as const;

/** Steps 2 to 5 of the precedence: what to say when the server gave no message of its own. */
function withoutServerMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return REGISTER_ERRORS.emailExists;
    if (error.status === 400) return REGISTER_ERRORS.invalidData;
    if (error.status >= 500) return REGISTER_ERRORS.serverError;
  }
  return (error instanceof Error && error.message) || REGISTER_ERRORS.fallback;
}

/**
 * The register failure text, most specific first: the server's message, then the status's
 * text, then the client error's message; with no response at all, "Cannot connect".
 */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return REGISTER_ERRORS.cannotConnect;
  return errorMessage(error, withoutServerMessage(error));
}
