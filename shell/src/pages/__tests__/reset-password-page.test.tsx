import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetch } from '@trellis/platform/core';
import { apiError } from '../test-utils/api-error';
import { renderPage } from '../test-utils/render-page';
import { ResetPasswordPage } from '../reset-password-page';

jest.mock('@trellis/platform/core', () => ({
  ...jest.requireActual('@trellis/platform/core'),
  apiFetch: jest.fn(),
}));
const mockedFetch = jest.mocked(apiFetch);

const renderReset = (url: string) =>
  renderPage(<ResetPasswordPage />, {
    path: '/reset-password',
    initialEntries: [url],
    otherPaths: ['/login'],
  });

beforeEach(() => mockedFetch.mockReset());

describe('ResetPasswordPage', () => {
  it('without a token says so and disables the submit button', () => {
    renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing reset token');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('shows the live strength meter', async () => {
    renderReset('/reset-password?token=abc');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('New password'), 'Abcdefg1');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'strong',
    );
  });

  it('resets, confirms, and goes to /login after 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      mockedFetch.mockResolvedValue({ message: 'ok' });
      renderReset('/reset-password?token=abc');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('New password'), 'newpass1');
      await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));

      expect(await screen.findByText('Password Reset Successfully')).toBeInTheDocument();
      expect(mockedFetch).toHaveBeenCalledWith('/api/auth/reset-password', {
        method: 'POST',
        json: { token: 'abc', password: 'newpass1' },
      });
      expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server message, else Failed to reset password', async () => {
    mockedFetch.mockRejectedValueOnce(
      apiError(400, 'This reset link has expired. Please request a new one.'),
    );
    renderReset('/reset-password?token=abc');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('This reset link has expired. Please request a new one.'),
    ).toBeInTheDocument();

    mockedFetch.mockRejectedValueOnce(apiError(0, ''));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });
});
