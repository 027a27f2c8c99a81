import { act, screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useToastStore } from '@trellis/platform';
import { renderWithProviders, setupApiServer } from '@trellis/platform/testing';
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
});
