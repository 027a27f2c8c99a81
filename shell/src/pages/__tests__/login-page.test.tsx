import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@trellis/contracts';
import { fixtures } from '@trellis/platform/testing';
import { apiFetch, useSessionStore } from '@trellis/platform/core';
import { apiError } from '../test-utils/api-error';
import { renderPage } from '../test-utils/render-page';
import { LoginPage } from '../login-page';

jest.mock('@trellis/platform/core', () => ({
  ...jest.requireActual('@trellis/platform/core'),
  apiFetch: jest.fn(),
}));
const mockedFetch = jest.mocked(apiFetch);

const USER = fixtures.user({ id: 1 });

function renderLogin(entry: Parameters<typeof renderPage>[1]['initialEntries'][number] = '/login') {
  return renderPage(<LoginPage />, {
    path: '/login',
    initialEntries: [entry],
    otherPaths: ['/dashboard', '/tickets', '/leads'],
  });
}

async function signIn(email = 'ada@example.com', password = 'secret1') {
  const user = userEvent.setup({ delay: null });
  const emailInput = screen.getByLabelText('Email');
  await user.clear(emailInput);
  await user.type(emailInput, email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  mockedFetch.mockReset();
  useSessionStore.getState().clear();
});

describe('LoginPage', () => {
  it('prefills and ticks Remember me from the remembered email', () => {
    localStorage.setItem('rememberedEmail', 'kept@example.com');
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('kept@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('starts empty and unticked without a remembered email', () => {
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('shows Logging in... while submitting, stores the user and replaces /login with the requested page', async () => {
    let answer!: (u: User) => void;
    mockedFetch.mockReturnValue(
      new Promise<User>((resolve) => (answer = resolve)) as Promise<never>,
    );
    renderLogin({
      pathname: '/login',
      state: { from: { pathname: '/tickets', search: '?page=2' } },
    });

    await signIn();
    expect(await screen.findByText('Logging in...')).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      json: { email: 'ada@example.com', password: 'secret1' },
    });

    answer(USER);
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/tickets?page=2');
    expect(location).toHaveAttribute('data-navigation', 'REPLACE');
    expect(useSessionStore.getState().user?.email).toBe('ada@example.com');
  });

  it('follows ?redirect= and defaults to /dashboard', async () => {
    mockedFetch.mockResolvedValue(USER);
    renderLogin('/login?redirect=%2Fleads');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/leads');
  });

  it('remembers the email only when the box is ticked', async () => {
    mockedFetch.mockResolvedValue(USER);
    renderLogin();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn();
    await screen.findByTestId('location');
    expect(localStorage.getItem('rememberedEmail')).toBe('ada@example.com');
  });

  it('forgets a remembered email when the box is unticked', async () => {
    localStorage.setItem('rememberedEmail', 'ada@example.com');
    mockedFetch.mockResolvedValue(USER);
    renderLogin();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
  });

  it('shows the server message, else Login failed, and keeps the form', async () => {
    mockedFetch.mockRejectedValueOnce(apiError(401, 'Invalid email or password'));
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.queryByText('Logging in...')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');

    mockedFetch.mockRejectedValueOnce(apiError(0, ''));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
  });

  it('validates before calling the server', async () => {
    renderLogin();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(mockedFetch).not.toHaveBeenCalled();
  });
});
