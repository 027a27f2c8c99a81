import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INITIAL_COUNTS, PERMISSIONS, type User } from '@trellis/contracts';
import { useLiveCountsStore, useSessionStore, useToastStore } from '@trellis/platform/core';
import { lightTheme } from '@trellis/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { LocationProbe } from '../../pages/test-utils/render-page';
import { AppLayout } from '../app-layout';

const USER: User = {
  id: 3,
  username: 'Grace Hopper',
  email: 'grace@example.com',
  phone: null,
  address: null,
  dob: null,
  profileImage: '/api/files/9',
  last_login: new Date().toISOString(),
  timezone: 'UTC',
  role: 'staff',
  created_at: '2026-11-01T00:00:00.000Z',
  status: 'active',
  permissions: [...PERMISSIONS],
};

// A controllable `(min-width: 768px)`.
let wideListeners: (() => void)[] = [];
let wideMatches = false;
function setViewportWide(matches: boolean) {
  wideMatches = matches;
  act(() => wideListeners.forEach((l) => l()));
}

beforeEach(() => {
  localStorage.clear();
  wideListeners = [];
  wideMatches = false;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return wideMatches;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => wideListeners.push(l),
    removeEventListener: (_: string, l: () => void) =>
      (wideListeners = wideListeners.filter((x) => x !== l)),
  })) as unknown as typeof window.matchMedia;
  useSessionStore.getState().setUser(USER);
  useLiveCountsStore.setState({
    counts: { ...INITIAL_COUNTS, engineers: 150, customers: 0, tickets: 12 },
    connected: true,
  });
  useToastStore.setState({ toasts: [] });
});

function renderLayout() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<LocationProbe />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

describe('AppLayout', () => {
  it('lists every sidebar item, the Settings group and Sign Out', async () => {
    renderLayout();
    const nav = within(mainNav());
    for (const label of [
      'Dashboard',
      'Engineers',
      'Customers',
      'Leads',
      'Engineer Payout',
      'Customer Receivable',
      'Tickets',
      'Asset Management',
      'Project Management',
      'Meeting',
      'Sample Reports',
      'Attendance',
      'Leaves',
      'Library',
      'Training',
      'Notifications',
      'Profile',
    ]) {
      expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    expect(nav.queryByRole('link', { name: 'Holiday' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(nav.getByRole('button', { name: 'Settings' }));
    for (const label of ['Holiday', 'Roles', 'System Users', 'Activity', 'Bank'])
      expect(nav.getByRole('link', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('shows capped, tinted count badges only above 0, and 9+ when collapsed', async () => {
    renderLayout();
    expect(screen.getByTestId('badge-engineers')).toHaveTextContent('99+');
    expect(screen.getByTestId('badge-engineers')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByTestId('badge-tickets')).toHaveTextContent('12');
    expect(screen.queryByTestId('badge-customers')).not.toBeInTheDocument();

    act(() => useLiveCountsStore.setState({ connected: false }));
    expect(screen.getByTestId('badge-engineers')).toHaveAttribute('data-tone', 'danger');

    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByTestId('badge-engineers')).toHaveTextContent('9+');
    expect(screen.getByTestId('badge-tickets')).toHaveTextContent('9+');
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
  });

  it('shows the greeting, the last login and the profile menu', async () => {
    renderLayout();
    expect(screen.getByText('Welcome back & have a great day at work!')).toBeInTheDocument();
    expect(screen.getByText('Last login: Just now')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.hover(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    const menu = within(screen.getByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Dashboard',
      'Profile',
      'Change Password',
      'Sign out',
    ]);
    await user.click(menu.getByRole('menuitem', { name: 'Change Password' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/change-password');
  });

  it('opens the mobile drawer and closes it on navigation and at 768 px', async () => {
    renderLayout();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Navigation menu' });
    await user.click(within(drawer).getByRole('link', { name: /^Tickets/ }));
    expect(screen.queryByRole('dialog', { name: 'Navigation menu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toBeInTheDocument();
    setViewportWide(true);
    expect(screen.queryByRole('dialog', { name: 'Navigation menu' })).not.toBeInTheDocument();
  });

  it('renders toasts with a close button', async () => {
    renderLayout();
    act(() => {
      useToastStore.setState({
        toasts: [
          { id: 't1', message: 'Profile updated successfully!', type: 'success', duration: 4000 },
        ],
      });
    });
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });
});
