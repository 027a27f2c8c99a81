import { zodResolver } from '@hookform/resolvers/zod';
import { API_ROUTES, APP_ROUTES, loginBodySchema, type User } from '@trellis/contracts/account';
import { apiFetch, errorMessage, useSessionStore } from '@trellis/platform/core';
import { Button, FullScreenSpinner } from '@trellis/ui/basics';
import { Checkbox, Field, PasswordInput } from '@trellis/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { AppStoreBadges } from './auth/app-store-badges';
import { StyledFooterText, StyledForm, StyledFormRow, StyledLink } from './auth/auth-form';
import { AuthLayout } from './auth/auth-layout';
import { EmailField } from './auth/email-field';
import { FormAlert } from './auth/form-alert';
import { loginRedirectTarget } from './auth/login-redirect';
import { readRememberedEmail, saveRememberedEmail } from './auth/remembered-email';
import { useSubmitFailure } from './auth/use-submit-failure';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const setUser = useSessionStore((s) => s.setUser);
  const [rememberedEmail] = useState(readRememberedEmail);
  const [remember, setRemember] = useState(rememberedEmail !== null);
  const { error, attempt } = useSubmitFailure((err) => errorMessage(err, 'Login failed'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: rememberedEmail ?? '', password: '' },
  });

  const handleLogin = handleSubmit((body) =>
    attempt(async () => {
      const user = await apiFetch<User>(API_ROUTES.auth.login, { method: 'POST', json: body });
      setUser(user);
      saveRememberedEmail(remember, body.email);
      navigate(loginRedirectTarget(location.state, location.search), { replace: true });
    }),
  );

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back! Please sign in to your account.">
      {/* The spinner covers the form rather than unmounting it, so a failed attempt keeps what was typed. */}
      {isSubmitting && <FullScreenSpinner label="Logging in..." />}
      <StyledForm onSubmit={handleLogin} noValidate aria-label="Sign in">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <EmailField id="login-email" error={errors.email?.message} {...register('email')} />
        <Field label="Password" htmlFor="login-password" error={errors.password?.message}>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            invalid={!!errors.password}
            {...register('password')}
          />
        </Field>
        <StyledFormRow>
          <Checkbox
            label="Remember me"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <StyledLink to={APP_ROUTES.forgotPassword}>Forgot password?</StyledLink>
        </StyledFormRow>
        <Button type="submit" fullWidth disabled={isSubmitting}>
          Sign in
        </Button>
      </StyledForm>
      <StyledFooterText>
        Don&apos;t have an account? <StyledLink to={APP_ROUTES.register}>Register here</StyledLink>
      </StyledFooterText>
      <AppStoreBadges />
    </AuthLayout>
  );
}
