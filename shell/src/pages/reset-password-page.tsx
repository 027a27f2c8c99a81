import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_ROUTES,
  APP_ROUTES,
  MESSAGES,
  resetPasswordFormSchema,
} from '@trellis/contracts/account';
import { apiFetch, errorMessage } from '@trellis/platform/core';
import { Button } from '@trellis/ui/basics';
import { Field, PasswordInput } from '@trellis/ui/forms';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { StyledFooterText, StyledForm, StyledLink } from './auth/auth-form';
import { AuthLayout } from './auth/auth-layout';
import { AuthOutcome } from './auth/auth-outcome';
import { FormAlert } from './auth/form-alert';
import { PasswordStrengthMeter } from './auth/password-strength-meter';
import { useSubmitFailure } from './auth/use-submit-failure';

/** Redirect to sign-in after a successful reset, once the success message had time to be read. */
export const RESET_REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const { error, attempt } = useSubmitFailure((err) =>
    errorMessage(err, 'Failed to reset password'),
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(
      () => navigate(APP_ROUTES.login, { replace: true }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const handleReset = handleSubmit(async ({ password: newPassword }) => {
    if (!token) return;
    await attempt(async () => {
      await apiFetch(API_ROUTES.auth.resetPassword, {
        method: 'POST',
        json: { token, password: newPassword },
      });
      setDone(true);
    });
  });

  if (done) {
    return (
      <AuthOutcome
        title="Password Reset Successfully"
        icon={<CheckCircle2 aria-hidden />}
        actionLabel="Go to Login"
        onAction={() => navigate(APP_ROUTES.login, { replace: true })}
      >
        Your password has been changed. You will be taken to the login page in a few seconds.
      </AuthOutcome>
    );
  }

  return (
    <AuthLayout title="Reset password" subtitle="Choose a new password for your account.">
      <StyledForm onSubmit={handleReset} noValidate aria-label="Reset password">
        {!token && <FormAlert tone="error">{MESSAGES.invalidResetToken}</FormAlert>}
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <Field label="New password" htmlFor="reset-password" error={errors.password?.message}>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            invalid={!!errors.password}
            aria-describedby="reset-strength"
            {...register('password')}
          />
        </Field>
        <PasswordStrengthMeter id="reset-strength" password={password} />
        <Field
          label="Confirm new password"
          htmlFor="reset-confirm"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            invalid={!!errors.confirmPassword}
            {...register('confirmPassword')}
          />
        </Field>
        <Button type="submit" fullWidth disabled={!token || isSubmitting} aria-busy={isSubmitting}>
          Reset Password
        </Button>
      </StyledForm>
      <StyledFooterText>
        <StyledLink to={APP_ROUTES.login}>← Back to Login</StyledLink>
      </StyledFooterText>
    </AuthLayout>
  );
}
