import { act, screen, waitFor, within } from '@testing-library/react';
import { REALTIME_EVENTS } from '@trellis/contracts';
import {
  connectRealtimeAroundEach,
  emitRealtime,
  fakeHistoryApi,
  fixtures,
  setupPageTest,
} from '@trellis/platform/testing';
import { SEARCH_DEBOUNCE_MS } from '@trellis/ui/forms';
import { renderApp } from '../../test/render-app';
import { customerRows, dayFromToday, fakeCustomersApi } from '../../test/customers-api';

const { server, serveAndRender } = setupPageTest();

function setup(rows = customerRows(2), path = '/customers') {
  return serveAndRender(fakeCustomersApi(rows), () => renderApp(path));
}

/** Long enough for a request the screen might still send to have been sent. */
const settle = (ms = 100) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

const acme = fixtures.customerListItem({
  id: 1,
  name: 'Acme & Sons',
  first_person: 'Ada Lovelace',
  documents_count: 1,
  nearest_expiry: dayFromToday(5),
  expiring_documents: [
    {
      id: 9,
      title: 'Insurance',
      expiry_date: dayFromToday(5),
      file_path: '/api/files/3',
      file_name: 'insurance.pdf',
    },
  ],
});
const globex = fixtures.customerListItem({ id: 2, name: 'Globex' });

describe('CustomersPage', () => {
  it('shows the four cards over every match, the rows and the 30-day badge', async () => {
    const { api } = setup([acme, globex]);
    expect(await screen.findByText('Acme & Sons')).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Customer summary' }));
    expect(cards.getByText('Total Customers').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Expires in 5 days!')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ page: 1, limit: 7, sort: 'created_at', order: 'desc' });
  });

  it("shows the customer's History in its details", async () => {
    const { user, api } = setup([acme, globex]);
    api.addDetail(fixtures.customer({ id: 1, name: 'Acme & Sons' }));
    const history = fakeHistoryApi(server);
    await user.click(await screen.findByRole('button', { name: 'Actions for Acme & Sons' }));
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer details' });
    const section = within(await within(dialog).findByRole('region', { name: 'History' }));
    expect(
      await section.findByText(/Ada Lovelace changed Name from Acme to Acme Ltd/),
    ).toBeInTheDocument();
    expect(history.lastQuery()).toMatchObject({ entity: 'customer', entity_id: '1' });
  });

  it('sends Create Lead to /leads/add with the customer id and name', async () => {
    const { user, location } = setup([acme, globex]);
    await user.click(await screen.findByRole('button', { name: 'Create Lead for Acme & Sons' }));
    expect(location()).toBe('/leads/add?customerId=1&customerName=Acme+%26+Sons');
  });

  it('deletes from the keyboard-usable Actions menu after "Are you sure?"', async () => {
    const { user, api } = setup([acme, globex]);
    const trigger = await screen.findByRole('button', { name: 'Actions for Globex' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deletes.map((d) => d.id)).toEqual([2]));
    await waitFor(() => expect(screen.queryByText('Globex')).not.toBeInTheDocument());
  });

  it('shows why a delete was refused', async () => {
    const message =
      'Globex cannot be deleted: 1 lead still references this customer. Delete or reassign them first.';
    const { user, api } = setup([acme, globex]);
    api.refuseDeletes(message);
    await user.click(await screen.findByRole('button', { name: 'Actions for Globex' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('CustomersPage search', () => {
  it('keeps the page turned when Next follows Enter within the debounce window', async () => {
    // The old bug: Enter did nothing, Next turned the unsearched list to page 2, and the
    // debounce timer then committed the search and sent the list back to page 1.
    const { user, api, location } = setup(customerRows(20));
    await screen.findByText('Page 1 of 3 • Total 20');
    const search = screen.getByRole('searchbox', { name: 'Search customers' });
    await user.type(search, 'Customer 1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await settle(SEARCH_DEBOUNCE_MS + 100);
    expect(location()).toBe('/customers?page=2&search=Customer+1');
    expect(api.lastQuery()).toMatchObject({ search: 'Customer 1', page: 2 });
    expect(await screen.findByText('Page 2 of 2 • Total 11')).toBeInTheDocument();
    expect(search).toHaveValue('Customer 1');
  });

  it('searches once typing settles, from page 1', async () => {
    const { user, api, location } = setup(customerRows(20), '/customers?page=2');
    await screen.findByText('Page 2 of 3 • Total 20');
    const requestsBefore = api.listRequests.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Customer 2');
    await waitFor(() => expect(location()).toBe('/customers?search=Customer+2'));
    await screen.findByText('Page 1 of 1 • Total 2');
    expect(api.listRequests.length - requestsBefore).toBe(1);
  });
});

describe('CustomersPage pagination', () => {
  it('moves an address past the last page (?page=99) to the last page', async () => {
    const { location } = setup(customerRows(20), '/customers?page=99');
    expect(await screen.findByText('Page 3 of 3 • Total 20')).toBeInTheDocument();
    expect(location()).toBe('/customers?page=3');
    expect(screen.getByText('Customer 15')).toBeInTheDocument();
    expect(screen.queryByText('No customers found')).not.toBeInTheDocument();
  });

  it('goes back a page when the last row of the last page is deleted', async () => {
    const { user, location } = setup(customerRows(15), '/customers?page=3');
    expect(await screen.findByText('Page 3 of 3 • Total 15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Customer 15' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Page 2 of 2 • Total 14')).toBeInTheDocument();
    expect(location()).toBe('/customers?page=2');
    expect(screen.getByText('Customer 14')).toBeInTheDocument();
  });

  it('treats an unreadable page as page 1', async () => {
    const { api } = setup(customerRows(20), '/customers?page=abc&sort=nope');
    expect(await screen.findByText('Page 1 of 3 • Total 20')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ page: 1, sort: 'created_at' });
  });
});

describe('CustomersPage live updates', () => {
  connectRealtimeAroundEach();

  const event = { id: 30, name: 'Initech', code: '#AIM-C-030' };

  it('refetches when another tab creates a customer', async () => {
    const { api } = setup();
    await screen.findByText('Customer 1');
    const before = api.listRequests.length;
    act(() => emitRealtime(REALTIME_EVENTS.customerCreated, event, 'another-tab-request'));
    await waitFor(() => expect(api.listRequests.length).toBe(before + 1));
  });

  it("refetches once for this tab's own delete: its echo is skipped", async () => {
    const { user, api } = setup();
    await screen.findByText('Customer 2');
    const before = api.listRequests.length;
    await user.click(screen.getByRole('button', { name: 'Actions for Customer 2' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.listRequests.length).toBe(before + 1));
    const { requestId } = api.deletes[0]!;
    expect(requestId).toBeTruthy();
    act(() =>
      emitRealtime(
        REALTIME_EVENTS.customerDeleted,
        { id: 2, name: 'Customer 2', code: '#AIM-C-002' },
        requestId!,
      ),
    );
    await settle();
    expect(api.listRequests.length).toBe(before + 1);
  });
});

describe('CustomersPage, filtered to one import', () => {
  it("says it shows one import's customers, asks for them, and shows all again on request", async () => {
    const { api, user } = setup([acme], '/customers?import_id=12');
    expect(await screen.findByText('Showing the customers of import 12')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ import_id: 12 });
    await user.click(screen.getByRole('button', { name: 'Show all customers' }));
    await waitFor(() =>
      expect(screen.queryByText('Showing the customers of import 12')).not.toBeInTheDocument(),
    );
    expect(api.lastQuery().import_id).toBeUndefined();
  });
});
