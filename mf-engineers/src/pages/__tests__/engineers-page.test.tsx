import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@trellis/contracts';
import {
  apiErrorResponse,
  fixtures,
  http,
  HttpResponse,
  setupPageTest,
  trackToasts,
} from '@trellis/platform/testing';
import { expectSelectableColumns } from '@trellis/page-kit/testing';
import { renderApp } from '../../test/render-app';
import { dayFromToday, engineerRows, fakeEngineersApi } from '../../test/engineers-api';

const { server, serveAndRender } = setupPageTest();

function setup(rows = engineerRows(2), path = '/engineers') {
  return serveAndRender(fakeEngineersApi(rows), () => renderApp(path));
}

const row = (text: string) => screen.getByRole('row', { name: new RegExp(text) });
const toasts = trackToasts();

describe('EngineersPage', () => {
  it('shows the Total Engineers card, three Coming soon cards and the seven columns', async () => {
    setup([
      fixtures.engineerListItem({
        id: 7,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+44 20 7946 0001',
        created_at: '2026-01-05T10:00:00.000Z',
      }),
    ]);
    expect(screen.getByText('Loading engineers...')).toBeInTheDocument();
    const name = await screen.findByText('Grace Hopper');
    const cards = within(screen.getByRole('region', { name: 'Engineer summary' }));
    expect(cards.getByText('Total Engineers').nextSibling).toHaveTextContent('1');
    expect(cards.getAllByText('Coming soon')).toHaveLength(3);
    // First the page's tick box for bulk actions, then the seven columns.
    expectSelectableColumns(['ID', 'Name', 'Email', 'Phone', 'Status', 'Created', 'Actions']);
    const [tick, ...cells] = within(name.closest('tr')!).getAllByRole('cell');
    expect(
      within(tick!).getByRole('checkbox', { name: 'Select Grace Hopper' }),
    ).toBeInTheDocument();
    expect(cells[0]).toHaveTextContent('AIM-E-007');
    expect(cells[2]).toHaveTextContent('grace@example.com');
    expect(cells[3]).toHaveTextContent('+44 20 7946 0001');
    expect(cells[4]).toHaveTextContent('Active');
    expect(cells[5]).toHaveTextContent('1/5/2026');
  });

  it('asks the API for a page of 100 and searches once typing settles', async () => {
    const { user, api, location } = setup();
    await screen.findByText('Engineer 1');
    expect(api.lastQuery()).toMatchObject({ limit: 100, page: 1 });
    await user.type(screen.getByRole('searchbox', { name: 'Search engineers' }), 'AIM-E-002');
    await waitFor(() => expect(location()).toBe('/engineers?search=AIM-E-002'));
    await waitFor(() => expect(screen.queryByText('Engineer 1')).not.toBeInTheDocument());
    expect(screen.getByText('Engineer 2')).toBeInTheDocument();
  });

  it("says 'No engineers found' when nothing matches", async () => {
    setup([]);
    expect(await screen.findByText('No engineers found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and Retry asks again', async () => {
    let calls = 0;
    server.use(
      http.get(API_ROUTES.engineers, () => {
        calls += 1;
        return calls === 1
          ? apiErrorResponse(503, 'Database unavailable')
          : HttpResponse.json(fixtures.engineerList([fixtures.engineerListItem({ name: 'Back' })]));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/engineers');
    expect(await screen.findByText('Failed to load engineers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back')).toBeInTheDocument();
  });

  it('badges an engineer whose documents expire within 30 days or have expired, and filters them', async () => {
    const soon = dayFromToday(10);
    const past = dayFromToday(-3);
    const { user, api } = setup([
      fixtures.engineerListItem({
        id: 1,
        name: 'Soon Expiring',
        compliance: { nearest_expiry: soon, urgency: 'critical', document: 'Passport' },
      }),
      fixtures.engineerListItem({
        id: 2,
        name: 'Long Expired',
        compliance: { nearest_expiry: past, urgency: 'expired', document: 'Right to work: T2' },
      }),
      fixtures.engineerListItem({
        id: 3,
        name: 'All Good',
        compliance: { nearest_expiry: dayFromToday(40), urgency: 'warning', document: 'Visa' },
      }),
    ]);
    await screen.findByText('Soon Expiring');
    expect(within(row('Soon Expiring')).getByText('Expires in 10 days!')).toBeInTheDocument();
    expect(within(row('Long Expired')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('All Good')).queryByText(/Expire/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Document Filters'), 'Already Expired');
    await waitFor(() => expect(screen.queryByText('Soon Expiring')).not.toBeInTheDocument());
    expect(api.lastQuery()).toMatchObject({ documents: 'expired', page: 1 });
    expect(screen.getByText('Long Expired')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Document Filters'), 'Expiring in 30 Days');
    expect(await screen.findByText('Soon Expiring')).toBeInTheDocument();
    expect(screen.queryByText('Long Expired')).not.toBeInTheDocument();
    expect(screen.queryByText('All Good')).not.toBeInTheDocument();
  });

  it('opens the detail page from the view action', async () => {
    const { user, location } = setup();
    await screen.findByText('Engineer 2');
    await user.click(screen.getByRole('button', { name: 'View Engineer 2' }));
    await waitFor(() => expect(location()).toBe('/engineers/2'));
  });
});

describe('EngineersPage delete', () => {
  it("asks 'Are you sure you want to delete {name}?', removes the row and says so", async () => {
    const { user, api } = setup();
    await screen.findByText('Engineer 2');
    await user.click(screen.getByRole('button', { name: 'Delete Engineer 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete Engineer 2?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Engineer 2')).not.toBeInTheDocument());
    expect(api.writes).toEqual([{ method: 'DELETE', id: 2, body: null }]);
    expect(toasts()).toContainEqual(['Engineer deleted successfully!', 'success']);
  });

  it("reports a refusal as 'Failed to delete engineer: ' with the server's message", async () => {
    const { user, api } = setup();
    api.refuseDeletes('Engineer 1 is assigned to 2 open tickets; reassign them first.');
    await screen.findByText('Engineer 1');
    await user.click(screen.getByRole('button', { name: 'Delete Engineer 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        'Failed to delete engineer: Engineer 1 is assigned to 2 open tickets; reassign them first.',
        'error',
      ]),
    );
    expect(screen.getByText('Engineer 1')).toBeInTheDocument();
  });

  it('keeps the engineer when Cancel is chosen', async () => {
    const { user, api } = setup();
    await screen.findByText('Engineer 1');
    await user.click(screen.getByRole('button', { name: 'Delete Engineer 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(api.writes).toEqual([]);
    expect(screen.getByText('Engineer 1')).toBeInTheDocument();
  });
});

describe('Add Engineer', () => {
  it('invites with name, email and phone, and the invitee appears as Invited', async () => {
    const { user, api } = setup();
    await screen.findByText('Engineer 1');
    await user.click(screen.getByRole('button', { name: 'Add Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Engineer' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '+44 20 7946 0999');
    await user.click(within(dialog).getByRole('button', { name: 'Invite Engineer' }));
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row('Ada Lovelace')).getByText('Invited')).toBeInTheDocument();
    expect(api.writes).toEqual([
      {
        method: 'POST',
        body: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0999' },
      },
    ]);
    expect(toasts()).toContainEqual(['Invitation sent to ada@example.com', 'success']);
  });

  it("checks the fields before sending, and shows the server's message", async () => {
    const { user, api } = setup();
    server.use(
      http.post(API_ROUTES.engineers, () =>
        apiErrorResponse(409, 'Email already registered', 'CONFLICT'),
      ),
    );
    await screen.findByText('Engineer 1');
    await user.click(screen.getByRole('button', { name: 'Add Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Engineer' });
    await user.click(within(dialog).getByRole('button', { name: 'Invite Engineer' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(api.writes).toEqual([]);
    await user.type(within(dialog).getByLabelText('Name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '0207 946 0999');
    await user.click(within(dialog).getByRole('button', { name: 'Invite Engineer' }));
    expect(await within(dialog).findByText('Email already registered')).toBeInTheDocument();
  });
});

describe('EngineersPage, filtered to one import', () => {
  it("says it shows one import's engineers, asks for them, and shows all again on request", async () => {
    const { api } = setup(engineerRows(2), '/engineers?import_id=4');
    expect(await screen.findByText('Showing the engineers of import 4')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ import_id: 4 });
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Show all engineers' }));
    await waitFor(() =>
      expect(screen.queryByText('Showing the engineers of import 4')).not.toBeInTheDocument(),
    );
    expect(api.lastQuery().import_id).toBeUndefined();
  });
});
