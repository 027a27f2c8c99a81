import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetch } from '@trellis/platform/core';
import { apiError } from '../test-utils/api-error';
import { renderPage } from '../test-utils/render-page';
import { ForgotPasswordPage } from '../forgot-password-page';

jest.mock('@trellis/platform/core', () => ({
  ...jest.requireActual('@trellis/platform/core'),
  apiFetch: jest.fn(),
}));
const mockedFetch = jest.mocked(apiFetch);

beforeEach(() => {
  mockedFetch.mockReset();
  renderPage(<ForgotPasswordPage />, {
    path: '/forgot-password',
    initialEntries: ['/forgot-password'],
    otherPaths: ['/login'],
  });
});

async function send(email: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Email Password Reset Link' }));
  return user;
}

describe('ForgotPasswordPage', () => {
  it('links back to login', () => {
    expect(screen.getByRole('link', { name: '← Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('confirms the mail and offers Back to Login', async () => {
    mockedFetch.mockResolvedValue({ message: 'ok' });
    const user = await send('ada@example.com');
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the server message, else Failed to send reset email', async () => {
    mockedFetch.mockRejectedValueOnce(apiError(429, 'Too many requests, please try again later.'));
    const user = await send('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please try again later.',
    );
    mockedFetch.mockRejectedValueOnce(apiError(0, ''));
    await user.click(screen.getByRole('button', { name: 'Email Password Reset Link' }));
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
  });
});
