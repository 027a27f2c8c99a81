import { ApiError } from '@trellis/platform/core';

/** An ApiError as apiFetch throws it: status 0 means no response, an empty message means the body had none. */
export function apiError(status: number, message: string, code = 'ERROR'): ApiError {
  if (status === 0) return new ApiError(0, 'NETWORK', 'Failed to fetch');
  if (!message) return new ApiError(status, 'UNKNOWN', `Request failed with status ${status}`);
  return new ApiError(status, code, message);
}
