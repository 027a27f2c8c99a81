import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ACCESS_MESSAGES } from '@trellis/contracts';
import {
  emitRealtime,
  fixtures,
  http,
  HttpResponse,
  setupApiServer,
} from '@trellis/platform/testing';
import type { User } from '@trellis/contracts';
import { useLiveSession } from '../use-live-session';
import { renderShellAt, resetShellState } from '../../test/shell-test-state';

let me: User;
setupApiServer(
  http.get('/api/users/me', () => HttpResponse.json(me)),
  http.post('/api/auth/logout', () => HttpResponse.json({ message: 'Signed out' })),
);

function LiveSession() {
  useLiveSession();
  return null;
}

function renderAt(path: string, user: User) {
  me = user;
  return renderShellAt(path, <LiveSession />);
}

const supportDesk = fixtures.user({ id: 7, permissions: ['read', 'update_tickets'] });
const pending = fixtures.user({ id: 7, status: 'pending', permissions: [] });

beforeEach(() => {
  resetShellState();
});

describe('a page the role does not allow', () => {
  it('shows the access page inside the layout, instead of loading the remote', async () => {
    renderAt('/engineer-payout', supportDesk);
    expect(
      await screen.findByRole('heading', { level: 1, name: ACCESS_MESSAGES.noAccessTitle }),
    ).toBeVisible();
    expect(screen.getByText(ACCESS_MESSAGES.noAccessBody('manage_team'))).toBeVisible();
    expect(screen.getAllByRole('navigation', { name: 'Main' })[0]).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('mounts the remote for a role that allows it', async () => {
    renderAt('/engineer-payout', fixtures.user({ permissions: ['read', 'manage_team'] }));
    expect(
      await screen.findByRole('heading', { name: 'mf_engineers/App at /engineer-payout' }),
    ).toBeVisible();
  });

  it('asks for Create on an add page, and lets a reader open the list', async () => {
    const view = renderAt('/customers/add', supportDesk);
    expect(await screen.findByText(ACCESS_MESSAGES.noAccessBody('create'))).toBeVisible();
    view.unmount();
    renderAt('/customers', supportDesk);
    expect(
      await screen.findByRole('heading', { name: 'mf_customers/App at /customers' }),
    ).toBeVisible();
  });
});

describe('a pending account', () => {
  it('waits on every business page, with its profile, password and sign-out at hand', async () => {
    renderAt('/customers', pending);
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', { level: 1, name: ACCESS_MESSAGES.waitingTitle }),
    ).toBeVisible();
    expect(main.getByText(ACCESS_MESSAGES.waitingBody)).toBeVisible();
    expect(main.getByRole('link', { name: ACCESS_MESSAGES.waitingProfile })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(main.getByRole('link', { name: ACCESS_MESSAGES.waitingPassword })).toHaveAttribute(
      'href',
      '/change-password',
    );
    expect(loadRemote).not.toHaveBeenCalled();
    await userEvent
      .setup()
      .click(main.getByRole('button', { name: ACCESS_MESSAGES.waitingSignOut }));
    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeVisible();
  });

  it('turns into the app when the approval arrives live, without a reload', async () => {
    renderAt('/dashboard', pending);
    expect(
      await screen.findByRole('heading', { name: ACCESS_MESSAGES.waitingTitle }),
    ).toBeVisible();
    me = fixtures.user({ id: 7, permissions: ['read', 'update_tickets'] });
    act(() => emitRealtime('user:7:profile:updated', { userId: 7 }));
    expect(
      await screen.findByRole('heading', { name: 'mf_admin/App at /dashboard' }),
    ).toBeVisible();
    expect(screen.queryByText(ACCESS_MESSAGES.waitingTitle)).not.toBeInTheDocument();
  });
});
