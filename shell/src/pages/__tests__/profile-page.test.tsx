import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures } from '@trellis/platform/testing';
import { apiFetch, useRealtimeConnected, useSessionStore } from '@trellis/platform/core';
import { apiError } from '../test-utils/api-error';
import { renderPage } from '../test-utils/render-page';
import { ProfilePage } from '../profile-page';

jest.mock('@trellis/platform/core', () => ({
  ...jest.requireActual('@trellis/platform/core'),
  apiFetch: jest.fn(),
  useRealtimeConnected: jest.fn(() => false),
}));
const mockedFetch = jest.mocked(apiFetch);
const mockedConnected = jest.mocked(useRealtimeConnected);

const USER = fixtures.user({
  phone: '555-0100',
  address: '1 Analytical Way',
  dob: '1990-12-10T00:00:00.000Z',
  last_login: null,
});

beforeEach(() => {
  mockedFetch.mockReset();
  useSessionStore.getState().setUser(USER);
});

const renderProfile = () =>
  renderPage(<ProfilePage />, { path: '/profile', initialEntries: ['/profile'] });

describe('ProfilePage', () => {
  it('fills the form from the signed-in user (date of birth: first 10 characters)', () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1990-12-10');
  });

  it('refuses a file that is not an image before sending anything', async () => {
    renderProfile();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Profile picture'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Only image files are allowed')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile picture')).toHaveAttribute('accept', 'image/*');
  });

  it('saves as multipart with the new picture and says so', async () => {
    mockedFetch.mockResolvedValue({ ...USER, username: 'Ada King' });
    renderProfile();
    const user = userEvent.setup({ delay: null });
    await user.upload(
      screen.getByLabelText('Profile picture'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved successfully!');
    const [path, init] = mockedFetch.mock.calls[0]!;
    expect(path).toBe('/api/users/me');
    expect(init?.method).toBe('PUT');
    const body = init?.body as FormData;
    expect(body.get('username')).toBe('Ada King');
    expect(body.get('dob')).toBe('1990-12-10');
    expect((body.get('profileImage') as File).name).toBe('me.png');
    expect(useSessionStore.getState().user?.username).toBe('Ada King');
  });

  it('shows the server message, else Failed to save profile', async () => {
    mockedFetch.mockRejectedValueOnce(
      apiError(409, 'Email already exists. Please use a different email.'),
    );
    renderProfile();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email already exists. Please use a different email.',
    );
    mockedFetch.mockRejectedValueOnce(apiError(0, ''));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to save profile')).toBeInTheDocument();
  });

  it('shows the saved Daily digest choice and saves a change to it', async () => {
    useSessionStore.getState().setUser({ ...USER, daily_digest: true });
    mockedFetch.mockResolvedValue({ ...USER, daily_digest: false });
    renderProfile();
    const user = userEvent.setup({ delay: null });
    const digest = screen.getByRole('checkbox', { name: 'Daily digest' });
    expect(digest).toBeChecked();
    expect(digest).toHaveAccessibleDescription(/morning email/);

    await user.click(digest);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved successfully!');
    const body = mockedFetch.mock.calls[0]![1]?.body as FormData;
    expect(body.get('daily_digest')).toBe('false');
    expect(useSessionStore.getState().user?.daily_digest).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Daily digest' })).not.toBeChecked();
  });

  it('shows Daily digest off when the account turned it off', () => {
    useSessionStore.getState().setUser({ ...USER, daily_digest: false });
    renderProfile();
    expect(screen.getByRole('checkbox', { name: 'Daily digest' })).not.toBeChecked();
  });

  it('shows Live Sync Active only while the realtime connection is up', () => {
    mockedConnected.mockReturnValue(false);
    const { unmount } = renderProfile();
    expect(screen.queryByText('Live Sync Active')).not.toBeInTheDocument();
    unmount();
    mockedConnected.mockReturnValue(true);
    renderProfile();
    expect(screen.getByText('Live Sync Active')).toBeInTheDocument();
  });
});
