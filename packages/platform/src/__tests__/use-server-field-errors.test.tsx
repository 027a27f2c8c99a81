import { renderHook } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { useServerFieldErrors } from '../api/use-server-field-errors';

const refusal = new ApiError(409, 'EMAIL_TAKEN', 'Email already exists.', [
  { path: 'email', message: 'Email already exists.' },
  { path: 'password_hash', message: 'Not a field of the form.' },
]);

describe('useServerFieldErrors', () => {
  it("puts each refused field's message at the field, for the fields the form has", () => {
    const setError = jest.fn();
    renderHook(() => useServerFieldErrors(refusal, setError, ['name', 'email']));
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'Email already exists.',
    });
  });

  it('leaves the fields alone for a failure that is not the API refusing', () => {
    const setError = jest.fn();
    renderHook(() => useServerFieldErrors(new Error('offline'), setError, ['email']));
    renderHook(() => useServerFieldErrors(null, setError, ['email']));
    expect(setError).not.toHaveBeenCalled();
  });
});
