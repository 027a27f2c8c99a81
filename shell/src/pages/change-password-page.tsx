import { zodResolver } from '@hookform/resolvers/zod';
import { API_ROUTES, changePasswordFormSchema } from '@trellis/contracts/account';
import { apiFetch, errorMessage } from '@trellis/platform/core';
import { Button, Card, PageHeader } from '@trellis/ui/basics';
import { Field, PasswordInput } from '@trellis/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { FormAlert } from './auth/form-alert';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 28rem;
`;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  // The schema refuses a confirmation that differs ('New password and confirm do not match'), so no request goes out.
  const handleChange = handleSubmit(async ({ currentPassword, newPassword }) => {
    setStatus(null);
    try {
      await apiFetch(API_ROUTES.users.mePassword, {
        method: 'PUT',
        json: { currentPassword, newPassword },
      });
      reset(EMPTY);
      setStatus({ tone: 'success', text: 'Password updated' });
    } catch (err) {
      setStatus({ tone: 'error', text: errorMessage(err, 'Failed to update') });
    }
  });

  return (
    <>
      <PageHeader title="Change Password" description="Choose a new password for your account." />
      <Card>
        <StyledForm onSubmit={handleChange} noValidate aria-label="Change password">
          <Field
            label="Current password"
            htmlFor="current-password"
            error={errors.currentPassword?.message}
          >
            <PasswordInput
              id="current-password"
              autoComplete="current-password"
              invalid={!!errors.currentPassword}
              {...register('currentPassword')}
            />
          </Field>
          <Field label="New password" htmlFor="new-password" error={errors.newPassword?.message}>
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              invalid={!!errors.newPassword}
              {...register('newPassword')}
            />
          </Field>
          <Field
            label="Confirm new password"
            htmlFor="confirm-password"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              invalid={!!errors.confirmPassword}
              {...register('confirmPassword')}
            />
          </Field>
          {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
          <div>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Updating...' : 'Update Password'}
            </Button>
          </div>
        </StyledForm>
      </Card>
    </>
  );
}
