import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, toast } from '@trellis/platform';
import { Button } from '@trellis/ui/controls';
import { Field, PasswordInput, TextInput } from '@trellis/ui/forms';
import { useRegisterEngineer, type TestRegistration } from '../api/register-engineer';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: end;
`;

const EMPTY: TestRegistration = { username: '', email: '', password: '', phone: '' };

/** Registers a test engineer account (role engineer), as the mobile app's sign-up would. */
export function TestRegistrationForm() {
  const [form, setForm] = useState(EMPTY);
  const [failure, setFailure] = useState('');
  const register = useRegisterEngineer();
  const set = (key: keyof TestRegistration) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    register.mutate(form, {
      onSuccess: (user) => {
        toast(`Engineer ${user.username} registered`, 'success');
        setForm(EMPTY);
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.status > 0 ? error.message : '';
        setFailure(message ? `Registration failed: ${message}` : 'Registration failed');
      },
    });
  };

  return (
    <>
      <StyledForm onSubmit={handleSubmit} aria-label="Test registration">
        <Field label="Name" htmlFor="debug-name">
          <TextInput id="debug-name" value={form.username} onChange={set('username')} required />
        </Field>
        <Field label="Email" htmlFor="debug-email">
          <TextInput
            id="debug-email"
            type="email"
            value={form.email}
            onChange={set('email')}
            required
          />
        </Field>
        <Field label="Password" htmlFor="debug-password">
          <PasswordInput
            id="debug-password"
            value={form.password}
            onChange={set('password')}
            required
          />
        </Field>
        <Field label="Phone" htmlFor="debug-phone">
          <TextInput id="debug-phone" value={form.phone} onChange={set('phone')} />
        </Field>
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? 'Registering...' : 'Register test engineer'}
        </Button>
      </StyledForm>
      {failure && <p role="alert">{failure}</p>}
    </>
  );
}
