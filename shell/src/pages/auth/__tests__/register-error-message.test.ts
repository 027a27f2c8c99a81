import { REGISTER_ERRORS, registerErrorMessage } from '../register-error-message';

describe('registerErrorMessage (spec 000 §8 precedence)', () => {
  it('1. prefers the server message over everything', () => {
    expect(
      registerErrorMessage({ kind: 'response', status: 409, serverMessage: 'Sign-up is closed' }),
    ).toBe('Sign-up is closed');
    expect(
      registerErrorMessage({
        kind: 'response',
        status: 500,
        serverMessage: 'Database unavailable',
      }),
    ).toBe('Database unavailable');
  });

  it('2. 409 without a message: the email exists', () => {
    expect(registerErrorMessage({ kind: 'response', status: 409 })).toBe(
      'Email already exists. Please use a different email.',
    );
  });

  it('3. 400 without a message: invalid data', () => {
    expect(registerErrorMessage({ kind: 'response', status: 400 })).toBe(
      'Invalid data provided. Please check all fields.',
    );
  });

  it('4. 500 and above without a message: server error', () => {
    expect(registerErrorMessage({ kind: 'response', status: 500 })).toBe(
      'Server error. Please try again later.',
    );
    expect(registerErrorMessage({ kind: 'response', status: 503 })).toBe(
      'Server error. Please try again later.',
    );
  });

  it('5. otherwise the client error message', () => {
    expect(
      registerErrorMessage({
        kind: 'response',
        status: 429,
        message: 'Request failed with status 429',
      }),
    ).toBe('Request failed with status 429');
    expect(registerErrorMessage({ kind: 'client', message: 'Unexpected token < in JSON' })).toBe(
      'Unexpected token < in JSON',
    );
  });

  it('6. no response at all: cannot connect', () => {
    expect(registerErrorMessage({ kind: 'no-response' })).toBe(
      'Cannot connect to server. Please check your internet connection.',
    );
  });

  it('falls back to Registration failed', () => {
    expect(registerErrorMessage({ kind: 'response', status: 429 })).toBe(REGISTER_ERRORS.fallback);
    expect(registerErrorMessage({ kind: 'client' })).toBe('Registration failed');
  });
});
