import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, LEAD_TABLE_COLUMNS, REALTIME_EVENTS } from '@trellis/contracts';
import { useToastStore } from '@trellis/platform';
import {
  apiErrorResponse,
  connectRealtimeAroundEach,
  emitRealtime,
  fixtures,
  http,
  HttpResponse,
  setupPageTest,
  statValue,
} from '@trellis/platform/testing';
import { expectSelectableColumns } from '@trellis/page-kit/testing';
import { renderApp } from '../../test/render-app';
import { dayFromToday, fakeLeadsApi, leadRows } from '../../test/leads-api';

const { server, serveAndRender } = setupPageTest();

function setup(rows = leadRows(2), path = '/leads') {
  return serveAndRender(fakeLeadsApi(rows), () => renderApp(path));
}

/** Long enough for a request the screen might still send to have been sent. */
const settle = (ms = 100) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

const tile = (label: string) => statValue('Lead summary', label);

const row = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('LeadsPage', () => {
  it('shows its loading state, then the six columns, the rows and the four tiles over every match', async () => {
    const rows = [
      fixtures.lead({ id: 1, task_name: 'Rack install', status: 'BID' }),
      fixtures.lead({ id: 2, task_name: 'Fibre splice', status: 'Confirm' }),
    ];
    server.use(
      http.get(API_ROUTES.leads, () =>
        HttpResponse.json(
          fixtures.leadList(rows, {
            total: 2,
            stats: { total: 40, BID: 21, Confirm: 9, Reschedule: 6, Cancelled: 4 },
          }),
        ),
      ),
    );
    renderApp('/leads');
    expect(screen.getByText('Loading leads...')).toBeInTheDocument();
    expect(await screen.findByText('Rack install')).toBeInTheDocument();
    // First the page's tick box for bulk actions, then the contract's six columns.
    expectSelectableColumns(LEAD_TABLE_COLUMNS);
    expect(tile('Total')).toHaveTextContent('40');
    expect(tile('BID')).toHaveTextContent('21');
    expect(tile('Confirmed')).toHaveTextContent('9');
    expect(tile('Rescheduled')).toHaveTextContent('6');
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveAttribute(
      'placeholder',
      'Search by lead code, task name or customer name...',
    );
  });

  it("shows 'No leads found matching your criteria' when nothing matches", async () => {
    setup([]);
    expect(await screen.findByText('No leads found matching your criteria')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and Retry asks again', async () => {
    let calls = 0;
    server.use(
      http.get(API_ROUTES.leads, () => {
        calls += 1;
        return calls === 1
          ? apiErrorResponse(503, 'Database unavailable', 'DATABASE_UNAVAILABLE')
          : HttpResponse.json(fixtures.leadList([fixtures.lead({ task_name: 'Back again' })]));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/leads');
    expect(await screen.findByText('Failed to load leads')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it("shows 'Follow-up' with its date on a row that has one", async () => {
    setup([
      fixtures.lead({ id: 1, status: 'Reschedule', reschedule_date: dayFromToday(3) }),
      fixtures.lead({ id: 2, status: 'Cancelled', reschedule_date: null }),
    ]);
    await screen.findByText('#AIM-L-001');
    expect(within(row('#AIM-L-001')).getByText('Follow-up')).toBeInTheDocument();
    expect(within(row('#AIM-L-002')).queryByText('Follow-up')).not.toBeInTheDocument();
  });

  it('sorts by a column header through the address and the API', async () => {
    const { user, api, location } = setup();
    await screen.findByText('Lead task 1');
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() =>
      expect(api.lastQuery()).toMatchObject({ sort: 'customer_name', order: 'asc' }),
    );
    expect(location()).toBe('/leads?order=asc&sort=customer_name');
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('searches once typing settles, from page 1', async () => {
    const { user, api, location } = setup(leadRows(20), '/leads?page=2');
    await screen.findByText('Page 2 of 3 • Total 20');
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'Lead task 1');
    await waitFor(() => expect(location()).toBe('/leads?search=Lead+task+1'));
    expect(await screen.findByText('Page 1 of 2 • Total 11')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ search: 'Lead task 1', page: 1, limit: 7 });
  });
});

describe('LeadsPage paging', () => {
  it('shows no pager for 7 leads or fewer', async () => {
    setup(leadRows(7));
    await screen.findByText('Lead task 7');
    expect(screen.queryByRole('navigation', { name: 'Leads pages' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument();
  });

  it("shows Prev/Next and 'Page X of Y • Total N' above 7, 7 to a page", async () => {
    const { user } = setup(leadRows(8));
    expect(await screen.findByText('Page 1 of 2 • Total 8')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(8); // the header and 7 leads
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 • Total 8')).toBeInTheDocument();
    expect(screen.getByText('Lead task 8')).toBeInTheDocument();
  });

  it('moves an address past the last page (?page=99) to the last page', async () => {
    const { location } = setup(leadRows(20), '/leads?page=99');
    expect(await screen.findByText('Page 3 of 3 • Total 20')).toBeInTheDocument();
    expect(location()).toBe('/leads?page=3');
    expect(screen.getByText('Lead task 15')).toBeInTheDocument();
    expect(screen.queryByText('No leads found matching your criteria')).not.toBeInTheDocument();
  });
});

describe('LeadsPage row menu', () => {
  it('is keyboard usable: Edit goes to /leads/edit/{id}', async () => {
    const { user, location } = setup();
    const trigger = await screen.findByRole('button', { name: 'Actions for #AIM-L-002' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Edit',
      'Clone',
      'Delete',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/leads/edit/2'));
  });

  it('clones a lead and reloads the list', async () => {
    const { user, api } = setup(leadRows(1));
    await user.click(await screen.findByRole('button', { name: 'Actions for #AIM-L-001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Clone' }));
    expect(await screen.findByText('#AIM-L-501')).toBeInTheDocument();
    expect(api.writes.map((w) => w.method)).toEqual(['CLONE']);
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe('#AIM-L-001 cloned as #AIM-L-501');
  });

  it("asks 'Are you sure you want to delete this lead?' and shows why a delete was refused", async () => {
    const message =
      '#AIM-L-002 cannot be deleted: ticket #AIM-T-004 references this lead. Delete the ticket first.';
    const { user, api } = setup();
    api.refuseDeletes(message);
    await user.click(await screen.findByRole('button', { name: 'Actions for #AIM-L-002' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this lead?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('#AIM-L-002')).toBeInTheDocument();
  });

  it('deletes after the confirmation', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for #AIM-L-002' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('#AIM-L-002')).not.toBeInTheDocument());
    expect(api.writes).toMatchObject([{ method: 'DELETE', id: 2 }]);
  });
});

describe('LeadsPage live updates', () => {
  connectRealtimeAroundEach();

  const event = {
    id: 30,
    code: '#AIM-L-030',
    task_name: 'Elsewhere',
    customer_id: 1,
    status: 'BID',
  } as const;

  it.each([
    ['created', REALTIME_EVENTS.leadCreated],
    ['updated', REALTIME_EVENTS.leadUpdated],
    ['deleted', REALTIME_EVENTS.leadDeleted],
  ])('refetches when another tab has %s a lead', async (_what, name) => {
    const { api } = setup();
    await screen.findByText('Lead task 1');
    const before = api.listRequests.length;
    act(() => emitRealtime(name, event, 'another-tab-request'));
    await waitFor(() => expect(api.listRequests.length).toBe(before + 1));
  });

  it("refetches once for this tab's own delete: its echo is skipped", async () => {
    const { user, api } = setup();
    await screen.findByText('Lead task 2');
    const before = api.listRequests.length;
    await user.click(screen.getByRole('button', { name: 'Actions for #AIM-L-002' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.listRequests.length).toBe(before + 1));
    const { requestId } = api.writes[0]!;
    expect(requestId).toBeTruthy();
    act(() =>
      emitRealtime(
        REALTIME_EVENTS.leadDeleted,
        { ...event, id: 2, code: '#AIM-L-002' },
        requestId!,
      ),
    );
    await settle();
    expect(api.listRequests.length).toBe(before + 1);
  });
});
