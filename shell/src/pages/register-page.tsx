import { zodResolver } from '@hookform/resolvers/zod';
import { API_ROUTES, APP_ROUTES, registerFormSchema, type User } from '@trellis/contracts/account';
import { apiFetch, useSessionStore } from '@trellis/platform/core';
import { Button, FullScreenSpinner } from '@trellis/ui/basics';
import { Field, PasswordInput, TextArea, TextInput } from '@trellis/ui/forms';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { StyledFooterText, StyledForm, StyledLink } from './auth/auth-form';
import { AuthLayout } from './auth/auth-layout';
import { EmailField } from './auth/email-field';
import { FormAlert } from './auth/form-alert';
import { registerErrorMessage } from './auth/register-error-message';
import { useSubmitFailure } from './auth/use-submit-failure';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function RegisterPage() {
  const navigate = useNavigate();
  const setUser = useSessionStore((s) => s.setUser);
  const { error, attempt } = useSubmitFailure(registerErrorMessage);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      address: '',
      dob: '',
    },
  });

  const handleRegister = handleSubmit(({ confirmPassword: _confirm, ...body }) =>
    attempt(async () => {
      const user = await apiFetch<User>(API_ROUTES.auth.register, {
        method: 'POST',
        json: { ...body, timezone: browserTimeZone() },
      });
      setUser(user);
      navigate(APP_ROUTES.dashboard, { replace: true });
    }),
  );

  return (
    <AuthLayout title="Create an account" subtitle="Register to start using Trellis.">
      {isSubmitting && <FullScreenSpinner label="Creating account..." />}
      <StyledForm onSubmit={handleRegister} noValidate aria-label="Register">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <Field label="Full name" htmlFor="register-username" error={errors.username?.message}>
          <TextInput
            id="register-username"
            autoComplete="name"
            invalid={!!errors.username}
            {...register('username')}
          />
        </Field>
        <EmailField id="register-email" error={errors.email?.message} {...register('email')} />
        <Field label="Password" htmlFor="register-password" error={errors.password?.message}>
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            invalid={!!errors.password}
            {...register('password')}
          />
        </Field>
        <Field
          label="Confirm password"
          htmlFor="register-confirm"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            id="register-confirm"
            autoComplete="new-password"
            invalid={!!errors.confirmPassword}
            {...register('confirmPassword')}
          />
        </Field>
        <Field label="Phone" htmlFor="register-phone" optional error={errors.phone?.message}>
          <TextInput
            id="register-phone"
            type="tel"
            autoComplete="tel"
            invalid={!!errors.phone}
            {...register('phone')}
          />
        </Field>
        <Field label="Address" htmlFor="register-address" optional error={errors.address?.message}>
          <TextArea
            id="register-address"
            autoComplete="street-address"
            rows={2}
            invalid={!!errors.address}
            {...register('address')}
          />
        </Field>
        <Field label="Date of birth" htmlFor="register-dob" optional error={errors.dob?.message}>
          <TextInput
            id="register-dob"
            type="date"
            autoComplete="bday"
            invalid={!!errors.dob}
            {...register('dob')}
          />
        </Field>
        <Button type="submit" fullWidth disabled={isSubmitting}>
          Create account
        </Button>
      </StyledForm>
      <StyledFooterText>
        Already have an account? <StyledLink to={APP_ROUTES.login}>Sign in</StyledLink>
      </StyledFooterText>
    </AuthLayout>
  );
}
