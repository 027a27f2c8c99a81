import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { BrowserRouter, Route, Routes } from 'react-router';
import { API_ROUTES, type User } from '@trellis/contracts';
import {
  Button,
  Field,
  FullScreenSpinner,
  PasswordInput,
  TextInput,
  ToastViewport,
} from '@trellis/ui';
import { apiFetch } from '../api/api-fetch';
import { ApiError } from '../api/api-error';
import { setUnauthorizedHandler } from '../api/unauthorized';
import { useSessionStore } from '../session/session-store';
import { useToastStore } from '../toast/toast-store';
import { connectRealtime } from '../realtime/connection';
import { PlatformProvider } from '../platform-provider';
import type { RemoteAppProps } from '../remote-app-props';

const StyledPage = styled.main`
  padding: ${({ theme }) => theme.space.xl};
`;

function DevSignIn() {
  const [email, setEmail] = useState('demo@trellis.local');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const setUser = useSessionStore((s) => s.setUser);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setUser(
        await apiFetch<User>(API_ROUTES.auth.login, { method: 'POST', json: { email, password } }),
      );
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Login failed');
    }
  };
  return (
    <form
      onSubmit={handleSubmit}
      style={{ maxWidth: 360, margin: '10vh auto', display: 'grid', gap: 12 }}
    >
      <h1>Dev host: sign in</h1>
      <Field label="Email" htmlFor="dev-email">
        <TextInput id="dev-email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Password" htmlFor="dev-password" error={error || undefined}>
        <PasswordInput
          id="dev-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Button type="submit">Sign in</Button>
    </form>
  );
}

function DevShell({ App, basePath }: { App: ComponentType<RemoteAppProps>; basePath: string }) {
  const { user, status, refreshUser } = useSessionStore();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    setUnauthorizedHandler(() => useSessionStore.getState().clear());
    void refreshUser();
  }, [refreshUser]);
  useEffect(() => {
    if (user) connectRealtime();
  }, [user]);
  if (status === 'loading') return <FullScreenSpinner label="Checking session..." />;
  if (!user) return <DevSignIn />;
  return (
    <>
      <StyledPage>
        <Routes>
          <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
          <Route path="*" element={<App basePath={basePath} />} />
        </Routes>
      </StyledPage>
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

/** Renders one remote on its own, with a minimal sign-in against the real API, for its team's `dev`. */
export function runDevHost(
  App: ComponentType<RemoteAppProps>,
  { basePath }: { basePath: string },
): void {
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <PlatformProvider>
      <BrowserRouter>
        <DevShell App={App} basePath={basePath} />
      </BrowserRouter>
    </PlatformProvider>,
  );
}
