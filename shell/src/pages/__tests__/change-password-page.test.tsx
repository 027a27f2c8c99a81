import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetch } from '@trellis/platform/core';
import { apiError } from '../test-utils/api-error';
import { renderPage } from '../test-utils/render-page';
import { ChangePasswordPage } from '../change-password-page';

jest.mock('@trellis/platform/core', () => ({
  ...jest.requireActual('@trellis/platform/core'),
  apiFetch: jest.fn(),
}));
const mockedFetch = jest.mocked(apiFetch);

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

beforeEach(() => {
  mockedFetch.mockReset();
  renderPage(<ChangePasswordPage />, {
    path: '/change-password',
    initialEntries: ['/change-password'],
  });
});

describe('ChangePasswordPage', () => {
  it('refuses a confirmation that differs, without a request', async () => {
    await fill('oldpass1', 'newpass1', 'newpass2');
    expect(await screen.findByText('New password and confirm do not match')).toBeInTheDocument();
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it('says Password updated and clears the fields on success', async () => {
    mockedFetch.mockResolvedValue({ message: 'Password updated' });
    await fill('oldpass1', 'newpass1', 'newpass1');
    expect(await screen.findByRole('status')).toHaveTextContent('Password updated');
    expect(mockedFetch).toHaveBeenCalledWith('/api/users/me/password', {
      method: 'PUT',
      json: { currentPassword: 'oldpass1', newPassword: 'newpass1' },
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });

  it('shows the server message, else Failed to update', async () => {
    mockedFetch.mockRejectedValueOnce(apiError(400, 'Current password is incorrect'));
    await fill('wrongpass', 'newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');

    mockedFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Failed to update')).toBeInTheDocument();
  });
});
