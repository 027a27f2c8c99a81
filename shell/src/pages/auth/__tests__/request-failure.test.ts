import { ApiError } from '@trellis/platform';
import { serverMessageOr, toRequestFailure } from '../request-failure';

describe('toRequestFailure / serverMessageOr', () => {
  it('reads the server message of an answered call', () => {
    const error = new ApiError(
      409,
      'EMAIL_TAKEN',
      'Email already exists. Please use a different email.',
    );
    expect(toRequestFailure(error)).toMatchObject({
      kind: 'response',
      status: 409,
      serverMessage: error.message,
    });
    expect(serverMessageOr(error, 'Login failed')).toBe(error.message);
  });

  it('uses the fallback when the server sent no message or nothing answered', () => {
    expect(
      serverMessageOr(
        new ApiError(502, 'UNKNOWN', 'Request failed with status 502'),
        'Login failed',
      ),
    ).toBe('Login failed');
    expect(toRequestFailure(new ApiError(0, 'NETWORK', 'Failed to fetch'))).toEqual({
      kind: 'no-response',
    });
    expect(serverMessageOr(new ApiError(0, 'NETWORK', 'Failed to fetch'), 'Login failed')).toBe(
      'Login failed',
    );
    expect(serverMessageOr(new Error('boom'), 'Failed to update')).toBe('Failed to update');
  });
});
