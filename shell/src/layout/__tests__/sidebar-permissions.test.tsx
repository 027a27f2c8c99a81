import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INITIAL_COUNTS, type Permission } from '@trellis/contracts';
import { useSessionStore } from '@trellis/platform/core';
import { fixtures } from '@trellis/platform/testing';
import { lightTheme } from '@trellis/ui/theme';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { Sidebar } from '../sidebar';

function renderSidebarFor(permissions: Permission[], status: 'active' | 'pending' = 'active') {
  useSessionStore.getState().setUser(fixtures.user({ status, permissions }));
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Sidebar collapsed={false} counts={INITIAL_COUNTS} connected onSignOut={() => {}} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const openSettings = (nav: ReturnType<typeof renderSidebarFor>) =>
  userEvent.setup({ delay: null }).click(nav.getByRole('button', { name: 'Settings' }));

describe('the sidebar, by permission', () => {
  it('offers a Customer Support user the Read pages but not Engineer Payout, Roles, System Users or Activity', async () => {
    const nav = renderSidebarFor(['read', 'update_tickets']);
    for (const label of ['Dashboard', 'Customers', 'Tickets', 'Customer Receivable', 'Profile'])
      expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Engineer Payout' })).not.toBeInTheDocument();
    await openSettings(nav);
    expect(nav.getByRole('link', { name: 'Holiday' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Bank' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'System Users' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it('offers Engineer Payout with Manage Team, and Roles, System Users and Activity with Manage Users', async () => {
    const nav = renderSidebarFor(['read', 'manage_team', 'manage_users']);
    expect(nav.getByRole('link', { name: 'Engineer Payout' })).toBeInTheDocument();
    await openSettings(nav);
    expect(nav.getByRole('link', { name: 'Roles' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'System Users' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Activity' })).toBeInTheDocument();
  });

  it('gives a pending account only its profile: no business page, no Settings group', () => {
    const nav = renderSidebarFor([], 'pending');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile']);
    expect(nav.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
