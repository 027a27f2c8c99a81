import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_ROUTES,
  updateProfileFieldsSchema,
  type UpdateProfileFields,
  type User,
} from '@trellis/contracts/account';
import {
  apiFetch,
  errorMessage,
  useRealtimeConnected,
  useSessionStore,
} from '@trellis/platform/core';
import { Badge, Button, Card, IconButton, PageHeader } from '@trellis/ui/basics';
import { Checkbox, Field, TextArea, TextInput } from '@trellis/ui/forms';
import { RefreshCw, Radio } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { profileImageUrl } from '../layout/profile-image-url';
import { FormAlert } from './auth/form-alert';
import { AvatarPicker } from './profile/avatar-picker';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 48rem;
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledHint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

function formValues(user: User | null): UpdateProfileFields {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    dob: user?.dob?.slice(0, 10) ?? '',
    // The digest is opt-out, so an account the API has not described yet reads as subscribed.
    daily_digest: user?.daily_digest ?? true,
  };
}

export function ProfilePage() {
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const refreshUser = useSessionStore((s) => s.refreshUser);
  const connected = useRealtimeConnected();
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(updateProfileFieldsSchema),
    defaultValues: formValues(user),
  });

  // A profile changed elsewhere (another tab, the realtime refresh) shows up unless the form has edits.
  useEffect(() => {
    if (!isDirty) reset(formValues(user));
  }, [user, isDirty, reset]);

  const handleSave = handleSubmit(async (fields) => {
    setStatus(null);
    const body = new FormData();
    body.append('username', fields.username);
    body.append('email', fields.email);
    body.append('phone', fields.phone ?? '');
    body.append('address', fields.address ?? '');
    body.append('dob', fields.dob ?? '');
    body.append('daily_digest', String(fields.daily_digest ?? true));
    if (file) body.append('profileImage', file);
    try {
      const updated = await apiFetch<User>(API_ROUTES.users.me, { method: 'PUT', body });
      setUser(updated);
      reset(formValues(updated));
      setFile(null);
      setStatus({ tone: 'success', text: 'Profile saved successfully!' });
    } catch (err) {
      setStatus({ tone: 'error', text: errorMessage(err, 'Failed to save profile') });
    }
  });

  const handleRefresh = async () => {
    setRefreshing(true);
    try {
      const fresh = await refreshUser(true);
      if (fresh) reset(formValues(fresh));
    } finally {
      setRefreshing(false);
    }
  };

  // The one-line fields differ only in their name, label, input type and autofill hint.
  const input = (
    name: 'username' | 'email' | 'phone' | 'dob',
    label: string,
    { type, autoComplete, optional }: { type?: string; autoComplete: string; optional?: boolean },
  ) => (
    <Field
      label={label}
      htmlFor={`profile-${name}`}
      optional={optional}
      error={errors[name]?.message}
    >
      <TextInput
        id={`profile-${name}`}
        type={type}
        autoComplete={autoComplete}
        invalid={!!errors[name]}
        {...register(name)}
      />
    </Field>
  );

  return (
    <>
      <PageHeader
        title="Profile Settings"
        description="Manage your personal information and profile picture."
        actions={
          <>
            {connected && (
              <Badge tone="success">
                <Radio aria-hidden size={12} />
                Live Sync Active
              </Badge>
            )}
            <IconButton
              label="Refresh profile"
              icon={<RefreshCw aria-hidden />}
              onClick={handleRefresh}
              disabled={refreshing}
              aria-busy={refreshing}
            />
          </>
        }
      />
      <Card>
        <StyledForm onSubmit={handleSave} noValidate aria-label="Profile">
          <AvatarPicker
            name={user?.username ?? ''}
            currentSrc={profileImageUrl(user?.profileImage, window.location.origin)}
            file={file}
            onFileChange={setFile}
          />
          <StyledGrid>
            {input('username', 'Username', { autoComplete: 'name' })}
            {input('email', 'Email', { type: 'email', autoComplete: 'email' })}
            {input('phone', 'Phone', { type: 'tel', autoComplete: 'tel', optional: true })}
            {input('dob', 'Date of birth', { type: 'date', autoComplete: 'bday', optional: true })}
            <StyledWide>
              <Field
                label="Address"
                htmlFor="profile-address"
                optional
                error={errors.address?.message}
              >
                <TextArea
                  id="profile-address"
                  autoComplete="street-address"
                  invalid={!!errors.address}
                  {...register('address')}
                />
              </Field>
            </StyledWide>
            <StyledWide>
              <Checkbox
                label="Daily digest"
                aria-describedby="profile-daily-digest-hint"
                {...register('daily_digest')}
              />
              <StyledHint id="profile-daily-digest-hint">
                A morning email of the documents you can act on that cross an expiry threshold.
              </StyledHint>
            </StyledWide>
          </StyledGrid>
          {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
          <StyledActions>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Profile'}
            </Button>
          </StyledActions>
        </StyledForm>
      </Card>
    </>
  );
}
