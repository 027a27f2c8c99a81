import { ApiError } from '@trellis/platform/core';
import { apiError } from '../../test-utils/api-error';
import { REGISTER_ERRORS, registerErrorMessage } from '../register-error-message';

describe('registerErrorMessage precedence', () => {
  it('1. prefers the server message over everything', () => {
    expect(registerErrorMessage(apiError(409, 'Sign-up is closed', 'SIGNUP_CLOSED'))).toBe(
      'Sign-up is closed',
    );
    expect(registerErrorMessage(apiError(500, 'Database unavailable', 'INTERNAL'))).toBe(
      'Database unavailable',
    );
  });

  it('2. 409 without a message: the email exists', () => {
    expect(registerErrorMessage(apiError(409, ''))).toBe(
      'Email already exists. Please use a different email.',
    );
  });

  it('3. 400 without a message: invalid data', () => {
    expect(registerErrorMessage(apiError(400, ''))).toBe(
      'Invalid data provided. Please check all fields.',
    );
  });

  it('4. 500 and above without a message: server error', () => {
    expect(registerErrorMessage(apiError(500, ''))).toBe('Server error. Please try again later.');
    expect(registerErrorMessage(apiError(503, ''))).toBe('Server error. Please try again later.');
  });

  it('5. otherwise the client error message', () => {
    expect(registerErrorMessage(apiError(429, ''))).toBe('Request failed with status 429');
    expect(registerErrorMessage(new SyntaxError('Unexpected token < in JSON'))).toBe(
      'Unexpected token < in JSON',
    );
  });

  it('6. no response at all: cannot connect', () => {
    expect(registerErrorMessage(apiError(0, ''))).toBe(
      'Cannot connect to server. Please check your internet connection.',
    );
  });

  it('falls back to Registration failed', () => {
    expect(registerErrorMessage(new ApiError(429, 'UNKNOWN', ''))).toBe(REGISTER_ERRORS.fallback);
    expect(registerErrorMessage(new Error(''))).toBe('Registration failed');
    expect(registerErrorMessage('boom')).toBe('Registration failed');
  });
});
