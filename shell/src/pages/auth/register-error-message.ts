import type { RequestFailure } from './request-failure';

export const REGISTER_ERRORS = {
  emailExists: 'Email already exists. Please use a different email.',
  invalidData: 'Invalid data provided. Please check all fields.',
  serverError: 'Server error. Please try again later.',
  cannotConnect: 'Cannot connect to server. Please check your internet connection.',
  fallback: 'Registration failed',
} as const;

/** The register failure text, in the precedence of spec 000 §8. */
export function registerErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'response') {
    if (failure.serverMessage) return failure.serverMessage;
    if (failure.status === 409) return REGISTER_ERRORS.emailExists;
    if (failure.status === 400) return REGISTER_ERRORS.invalidData;
    if (failure.status >= 500) return REGISTER_ERRORS.serverError;
    return failure.message || REGISTER_ERRORS.fallback;
  }
  if (failure.kind === 'client') return failure.message || REGISTER_ERRORS.fallback;
  return REGISTER_ERRORS.cannotConnect;
}
