import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  changePasswordFormSchema,
  loginBodySchema,
  passwordStrength,
  registerBodySchema,
  registerFormSchema,
  resetPasswordBodySchema,
} from '../index';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('passwordStrength (the reset screen meter)', () => {
  it('has no meter for an empty password', () => assert.equal(passwordStrength(''), null));
  it('is weak under 6 characters', () => assert.equal(passwordStrength('Ab1de'), 'weak'));
  it('is medium at 6–7 characters even with every class', () =>
    assert.equal(passwordStrength('Abc12x'), 'medium'));
  it('is medium at 8+ when a class is missing', () => {
    assert.equal(passwordStrength('abcdefg1'), 'medium');
    assert.equal(passwordStrength('ABCDEFG1'), 'medium');
    assert.equal(passwordStrength('Abcdefgh'), 'medium');
  });
  it('is strong at 8+ with lower, upper and digit', () =>
    assert.equal(passwordStrength('Abcdefg1'), 'strong'));
});

describe('register schemas', () => {
  const valid = {
    username: 'Ada',
    email: 'ada@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  it('accepts a valid form and turns empty optionals into null', () => {
    const parsed = registerBodySchema.parse({ ...valid, phone: '', address: '', dob: '' });
    assert.equal(parsed.phone, null);
    assert.equal(parsed.address, null);
    assert.equal(parsed.dob, null);
  });
  it('says "Passwords do not match"', () => {
    assert.deepEqual(
      messages(registerFormSchema.safeParse({ ...valid, confirmPassword: 'other1' })),
      ['Passwords do not match'],
    );
  });
  it('says the password is too short', () => {
    assert.ok(
      messages(
        registerFormSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' }),
      ).includes('Password must be at least 6 characters long'),
    );
  });
  it('uses only the first 10 characters of dob', () => {
    assert.equal(
      registerBodySchema.parse({ ...valid, dob: '2001-02-03T04:05:06Z' }).dob,
      '2001-02-03',
    );
  });
  it('rejects a dob that is not a date', () => {
    assert.equal(registerBodySchema.safeParse({ ...valid, dob: 'yesterday' }).success, false);
  });
});

describe('login, reset and change-password schemas', () => {
  it('login needs a valid email and a password', () => {
    assert.deepEqual(messages(loginBodySchema.safeParse({ email: 'x', password: '' })).sort(), [
      'Password is required',
      'Please enter a valid email address',
    ]);
  });
  it('reset needs a token', () => {
    assert.deepEqual(
      messages(resetPasswordBodySchema.safeParse({ token: '', password: 'secret1' })),
      ['Invalid or missing reset token'],
    );
  });
  it('change password says "New password and confirm do not match"', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'a',
      newPassword: 'secret1',
      confirmPassword: 'secret2',
    });
    assert.deepEqual(messages(result), ['New password and confirm do not match']);
  });
});
