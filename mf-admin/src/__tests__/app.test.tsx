import { screen } from '@testing-library/react';
import { API_ROUTES } from '@trellis/contracts';
import {
  anyListAnswersEmpty,
  fixtures,
  itRendersEveryMount,
  itSendsUnknownSubPathsToRoot,
  http,
  HttpResponse,
  renderRemote,
  setupApiServer,
} from '@trellis/platform/testing';
import { ADMIN_MOUNTS } from '../admin-mounts';
import App from '../app';

// The admin screens load their lists; an empty one each is enough to draw the page.
setupApiServer(
  http.get(API_ROUTES.assets, () => HttpResponse.json(fixtures.assetList())),
  http.get(API_ROUTES.assetAssignees, () => HttpResponse.json({ items: [] })),
  http.get(API_ROUTES.holidays, () => HttpResponse.json(fixtures.holidayList())),
  http.get(API_ROUTES.roles, () => HttpResponse.json(fixtures.roleList())),
  http.get(API_ROUTES.systemUsers, () => HttpResponse.json(fixtures.systemUserList())),
  http.get(API_ROUTES.dashboard, () => HttpResponse.json(fixtures.dashboard())),
  http.get(API_ROUTES.tickets, () => HttpResponse.json(fixtures.ticketList([]))),
  http.get(API_ROUTES.leaveRequests, () => HttpResponse.json(fixtures.leaveList([]))),
  http.get(API_ROUTES.ticketEngineerOptions, () => HttpResponse.json({ items: [] })),
  http.get(API_ROUTES.notifications, () => HttpResponse.json(fixtures.notificationList([]))),
  http.get(API_ROUTES.jobs, () => HttpResponse.json({ engine_running: true, items: [] })),
  http.get(API_ROUTES.audit, () => HttpResponse.json({ items: [], total: 0, page: 1, limit: 20 })),
  anyListAnswersEmpty,
);

const renderAt = (mount: string, path = mount) => renderRemote(App, mount, path);

describe('mf-admin App', () => {
  it.each([
    ['/meeting', 'Meeting is a placeholder page for now.'],
    ['/training', 'Training is a placeholder page for now.'],
  ])('%s shows its placeholder', (mount, text) => {
    renderAt(mount);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('renders the page of the mount it is given', async () => {
    renderAt('/holiday');
    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday' })).toBeInTheDocument();
  });

  itSendsUnknownSubPathsToRoot(App, '/bank', '/bank/nothing/here');
});

describe('every mf-admin mount', () => {
  itRendersEveryMount(App, ADMIN_MOUNTS);
});
