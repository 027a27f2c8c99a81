import { zodResolver } from '@hookform/resolvers/zod';
import { API_ROUTES, APP_ROUTES, forgotPasswordBodySchema } from '@trellis/contracts/account';
import { apiFetch, errorMessage } from '@trellis/platform';
import { Button } from '@trellis/ui/controls';
import { Field, TextInput } from '@trellis/ui/forms';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { StyledFooterText, StyledForm, StyledLink } from './auth/auth-form';
import { AuthLayout } from './auth/auth-layout';
import { FormAlert } from './auth/form-alert';

const StyledSent = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    width: 3rem;
    height: 3rem;
    color: ${({ theme }) => theme.colors.successText};
  }
`;

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: '' } });

  const handleSend = handleSubmit(async (body) => {
    setError(null);
    try {
      await apiFetch(API_ROUTES.auth.forgotPassword, { method: 'POST', json: body });
      setSentTo(body.email);
    } catch (err) {
      setError(errorMessage(err, 'Failed to send reset email'));
    }
  });

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email">
        <StyledSent role="status">
          <MailCheck aria-hidden />
          <p>
            We have sent a password reset link to <strong>{sentTo}</strong>. Follow the link in the
            email to choose a new password; it is valid for 1 hour.
          </p>
          <Button fullWidth onClick={() => navigate(APP_ROUTES.login)}>
            Back to Login
          </Button>
        </StyledSent>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot password?"
      subtitle="Enter your email and we will send you a link to reset your password."
    >
      <StyledForm onSubmit={handleSend} noValidate aria-label="Forgot password">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <Field label="Email" htmlFor="forgot-email" error={errors.email?.message}>
          <TextInput
            id="forgot-email"
            type="email"
            autoComplete="email"
            invalid={!!errors.email}
            {...register('email')}
          />
        </Field>
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
