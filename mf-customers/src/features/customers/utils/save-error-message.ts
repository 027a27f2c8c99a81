import { CUSTOMER_MESSAGES } from '@trellis/contracts';
import { ApiError } from '@trellis/platform';

/** The server's message, else 'Failed to save customer' (spec 001 §8). */
export function saveErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || CUSTOMER_MESSAGES.saveFailed;
}
