import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { useToastStore } from '@trellis/platform';
import {
  createTestQueryClient,
  fixtures,
  renderWithProviders,
  setupApiServer,
} from '@trellis/platform/testing';
import App from '../../app';
import { fakeLeadsApi, leadRows } from '../../test/leads-api';

const server = setupApiServer();

function StateProbe() {
  return <output data-testid="state">{JSON.stringify(useLocation().state)}</output>;
}

/** Arrives at /leads the way the tickets remote does after creating a ticket. */
function arriveFromTickets(state: unknown) {
  server.use(...fakeLeadsApi(leadRows(1)).handlers);
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/tickets/create" element={<Navigate to="/leads" state={state} />} />
        <Route path="/leads/*" element={<App basePath="/leads" />} />
      </Routes>
      <StateProbe />
    </>,
    { route: '/tickets/create' },
  );
}

const messages = () => useToastStore.getState().toasts.map((toast) => toast.message);

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('LeadsPage after a ticket is created', () => {
  it('says so once, naming the ticket, and clears the navigation state', async () => {
    arriveFromTickets({ createdTicketCode: '#AIM-T-004' });
    await waitFor(() => expect(messages()).toEqual(['Ticket #AIM-T-004 created']));
    expect(useToastStore.getState().toasts[0]?.type).toBe('success');
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('null'));
    expect(await screen.findByText('Lead task 1')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(messages()).toEqual(['Ticket #AIM-T-004 created']);
  });

  it('says nothing without a code', async () => {
    arriveFromTickets({ somethingElse: true });
    expect(await screen.findByText('Lead task 1')).toBeInTheDocument();
    expect(messages()).toEqual([]);
  });

  it('loads the leads again, so the lead shows its new ticket instead of Create Ticket', async () => {
    const rows = leadRows(1, { status: 'Confirm', ticket_id: null, ticket_code: null });
    const api = fakeLeadsApi(rows);
    server.use(...api.handlers);
    // The app's cache keeps a list fresh for 10 s: coming back to /leads alone would not reload it.
    const queryClient = createTestQueryClient();
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, staleTime: 10_000 },
    });
    renderWithProviders(
      <>
        <Routes>
          <Route
            path="/tickets/create"
            element={<Navigate to="/leads" state={{ createdTicketCode: '#AIM-T-004' }} />}
          />
          <Route path="/leads/*" element={<App basePath="/leads" />} />
        </Routes>
        <Link to="/tickets/create">Create the ticket</Link>
      </>,
      { route: '/leads', queryClient, user: fixtures.user() },
    );
    const row = () => screen.getByText('Lead task 1').closest('tr')!;
    await waitFor(() => expect(within(row()).getByText(/Create Ticket/)).toBeInTheDocument());
    const requests = api.listRequests.length;

    // The ticket is made in the tickets remote; its lead:updated was this tab's own echo.
    rows[0]!.ticket_id = 4;
    rows[0]!.ticket_code = '#AIM-T-004';
    fireEvent.click(screen.getByRole('link', { name: 'Create the ticket' }));

    await waitFor(() => expect(within(row()).getByText('#AIM-T-004')).toBeInTheDocument());
    expect(within(row()).queryByText(/Create Ticket/)).not.toBeInTheDocument();
    expect(api.listRequests.length).toBeGreaterThan(requests);
  });
});
