import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ASSET_MESSAGES,
  HOLIDAY_MESSAGES,
  LEAVE_MESSAGES,
  type Permission,
} from '@trellis/contracts';
import { realtime } from '@trellis/platform';
import { fixtures, setupApiServer } from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { fakeAssetsApi } from '../../test/assets-api';
import { fakeDashboardApi } from '../../test/dashboard-api';
import { fakeHolidaysApi } from '../../test/holidays-api';

const server = setupApiServer();

const as = (permissions: Permission[]) => fixtures.user({ permissions });
/** The Customer Support role. */
const supportDesk = as(['read', 'update_tickets']);
const editors = as(['read', 'create', 'update', 'delete']);

afterEach(() => realtime.disconnect());

describe('Asset Management, by permission', () => {
  const laptop = fixtures.asset({ id: 1, name: 'ThinkPad X1' });
  const renderAssets = (permissions: Permission[]) => {
    server.use(...fakeAssetsApi([laptop]).handlers);
    renderAdmin('/asset-management', '/asset-management', as(permissions));
    return screen.findByText('ThinkPad X1');
  };

  it('offers a reader no Add Asset, Edit or Delete', async () => {
    await renderAssets(['read']);
    expect(screen.queryByRole('button', { name: ASSET_MESSAGES.addAsset })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit ThinkPad X1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete ThinkPad X1' })).not.toBeInTheDocument();
  });

  it('offers each action with its permission', async () => {
    await renderAssets(['read', 'create', 'update', 'delete']);
    expect(screen.getByRole('button', { name: ASSET_MESSAGES.addAsset })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit ThinkPad X1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete ThinkPad X1' })).toBeInTheDocument();
  });

  it('offers Edit without Delete to a role that may update only', async () => {
    await renderAssets(['read', 'update']);
    expect(screen.getByRole('button', { name: 'Edit ThinkPad X1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete ThinkPad X1' })).not.toBeInTheDocument();
  });
});

describe('Holiday, by permission', () => {
  const christmas = fixtures.holiday({ id: 1, title: 'Christmas Day' });
  const renderHolidays = (user: ReturnType<typeof as>) => {
    server.use(...fakeHolidaysApi([christmas]).handlers);
    renderAdmin('/holiday', '/holiday', user);
    return screen.findByText('Christmas Day');
  };

  it('offers a reader no Sync, Add, Edit or Delete', async () => {
    await renderHolidays(supportDesk);
    for (const name of [HOLIDAY_MESSAGES.syncHoliday, HOLIDAY_MESSAGES.addHoliday])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('offers Sync, Add, Edit and Delete to the editors', async () => {
    await renderHolidays(editors);
    expect(screen.getByRole('button', { name: HOLIDAY_MESSAGES.syncHoliday })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: HOLIDAY_MESSAGES.addHoliday })).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: /^Actions for/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Delete',
    ]);
  });
});

describe('Dashboard, by permission', () => {
  const renderDashboard = (user: ReturnType<typeof as>) => {
    const leaves = [fixtures.leaveRequest({ id: 11, employee_name: 'Sarah Johnson' })];
    server.use(...fakeDashboardApi({ leaves }).handlers);
    renderAdmin('/dashboard', '/dashboard', user);
  };
  const quickActions = () =>
    within(screen.getByRole('region', { name: 'Quick Actions' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('offers a reader only the quick actions it may open, and no leave decisions', async () => {
    renderDashboard(supportDesk);
    const panel = within(await screen.findByRole('region', { name: 'Leave Requests' }));
    expect(await panel.findByText('Sarah Johnson')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    expect(quickActions()).toEqual(['Schedule Call', 'View Reports']);
  });

  it('offers approve and reject with Manage Team, and New Ticket and Add Customer with Create', async () => {
    renderDashboard(as(['read', 'create', 'manage_team']));
    const panel = within(await screen.findByRole('region', { name: 'Leave Requests' }));
    expect(
      await panel.findByRole('button', { name: `${LEAVE_MESSAGES.approve} Sarah Johnson` }),
    ).toBeInTheDocument();
    expect(
      panel.getByRole('button', { name: `${LEAVE_MESSAGES.reject} Sarah Johnson` }),
    ).toBeInTheDocument();
    expect(quickActions()).toEqual(['New Ticket', 'Add Customer', 'Schedule Call', 'View Reports']);
  });
});
