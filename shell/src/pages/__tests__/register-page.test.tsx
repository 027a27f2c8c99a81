import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFetch, useSessionStore } from '@trellis/platform/core';
import { apiError } from '../test-utils/api-error';
import { renderPage } from '../test-utils/render-page';
import { RegisterPage } from '../register-page';

jest.mock('@trellis/platform/core', () => ({
  ...jest.requireActual('@trellis/platform/core'),
  apiFetch: jest.fn(),
}));
const mockedFetch = jest.mocked(apiFetch);

async function fillRequired(confirm = 'secret1') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => {
  mockedFetch.mockReset();
  renderPage(<RegisterPage />, {
    path: '/register',
    initialEntries: ['/register'],
    otherPaths: ['/dashboard', '/login'],
  });
});

describe('RegisterPage', () => {
  it('gives each password field its own show/hide toggle', async () => {
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await userEvent.setup({ delay: null }).click(toggles[0]!);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  });

  it('refuses mismatched passwords with the spec text', async () => {
    await fillRequired('secret2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it('shows Creating account..., sends empty optionals as null and lands on /dashboard', async () => {
    let answer!: (u: unknown) => void;
    mockedFetch.mockReturnValue(
      new Promise<unknown>((resolve) => (answer = resolve)) as Promise<never>,
    );
    await fillRequired();
    expect(await screen.findByText('Creating account...')).toBeInTheDocument();
    const [path, init] = mockedFetch.mock.calls[0]!;
    expect(path).toBe('/api/auth/register');
    expect(init).toMatchObject({
      method: 'POST',
      json: {
        username: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'secret1',
        phone: null,
        address: null,
        dob: null,
      },
    });
    answer({ id: 1, username: 'Ada Lovelace', email: 'ada@example.com' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(useSessionStore.getState().user?.username).toBe('Ada Lovelace');
  });

  it('explains a failure in the spec precedence', async () => {
    mockedFetch.mockRejectedValueOnce(apiError(409, ''));
    await fillRequired();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email already exists. Please use a different email.',
    );

    mockedFetch.mockRejectedValueOnce(apiError(0, ''));
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Cannot connect to server. Please check your internet connection.'),
    ).toBeInTheDocument();
  });
});
