import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { API_ROUTES, type User } from '@trellis/contracts/constants';
import { Button, FullScreenSpinner } from '@trellis/ui/controls';
import { Field, PasswordInput, TextInput } from '@trellis/ui/forms';
import { ToastViewport } from '@trellis/ui/toasts';
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

export interface DevHostOptions {
  /** Where `/` leads, and the mount an unknown path falls back to. */
  basePath: string;
  /** Every path the shell mounts this remote at (default: just `basePath`). */
  mounts?: string[];
}

function DevShell({
  App,
  basePath,
  mounts = [basePath],
}: DevHostOptions & { App: ComponentType<RemoteAppProps> }) {
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
          {mounts.map((mount) => (
            <Route key={mount} path={`${mount}/*`} element={<App basePath={mount} />} />
          ))}
          <Route path="*" element={<Navigate to={basePath} replace />} />
        </Routes>
      </StyledPage>
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

/** Renders one remote on its own, with a minimal sign-in against the real API, for its team's `dev`. */
export function runDevHost(App: ComponentType<RemoteAppProps>, options: DevHostOptions): void {
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <PlatformProvider>
      <BrowserRouter>
        <DevShell App={App} {...options} />
      </BrowserRouter>
    </PlatformProvider>,
  );
}
