import { zodResolver } from '@hookform/resolvers/zod';
import { API_ROUTES, APP_ROUTES, forgotPasswordBodySchema } from '@trellis/contracts/account';
import { apiFetch, errorMessage } from '@trellis/platform/core';
import { Button } from '@trellis/ui/basics';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { StyledFooterText, StyledForm, StyledLink } from './auth/auth-form';
import { AuthLayout } from './auth/auth-layout';
import { AuthOutcome } from './auth/auth-outcome';
import { EmailField } from './auth/email-field';
import { FormAlert } from './auth/form-alert';
import { useSubmitFailure } from './auth/use-submit-failure';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, attempt } = useSubmitFailure((err) =>
    errorMessage(err, 'Failed to send reset email'),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: '' } });

  const handleSend = handleSubmit((body) =>
    attempt(async () => {
      await apiFetch(API_ROUTES.auth.forgotPassword, { method: 'POST', json: body });
      setSentTo(body.email);
    }),
  );

  if (sentTo) {
    return (
      <AuthOutcome
        title="Check Your Email"
        icon={<MailCheck aria-hidden />}
        actionLabel="Back to Login"
        onAction={() => navigate(APP_ROUTES.login)}
      >
        We have sent a password reset link to <strong>{sentTo}</strong>. Follow the link in the
        email to choose a new password; it is valid for 1 hour.
      </AuthOutcome>
    );
  }

  return (
    <AuthLayout
      title="Forgot password?"
      subtitle="Enter your email and we will send you a link to reset your password."
    >
      <StyledForm onSubmit={handleSend} noValidate aria-label="Forgot password">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <EmailField id="forgot-email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" fullWidth disabled={isSubmitting} aria-busy={isSubmitting}>
          Email Password Reset Link
        </Button>
      </StyledForm>
      <StyledFooterText>
        <StyledLink to={APP_ROUTES.login}>← Back to Login</StyledLink>
      </StyledFooterText>
    </AuthLayout>
  );
}
