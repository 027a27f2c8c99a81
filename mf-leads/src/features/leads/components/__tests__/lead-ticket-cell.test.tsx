import { screen } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@trellis/platform/testing';
import type { Lead } from '@trellis/contracts';
import { LeadTicketCell } from '../lead-ticket-cell';

const renderCell = (overrides: Partial<Lead>, user = fixtures.user()) =>
  renderWithProviders(
    <LeadTicketCell lead={fixtures.lead({ id: 5, customer_id: 3, ...overrides })} />,
    { user },
  );

describe('LeadTicketCell', () => {
  it("offers 'Create Ticket' on a Confirm lead without a ticket, to the ticket form for it", () => {
    renderCell({ status: 'Confirm' });
    expect(screen.getByRole('link', { name: /Create Ticket/ })).toHaveAttribute(
      'href',
      '/tickets/create?leadId=5&customerId=3',
    );
  });

  it.each(['Confirm', 'BID', 'Reschedule', 'Cancelled'] as const)(
    "shows the linked ticket's code on a %s lead",
    (status) => {
      renderCell({ status, ticket_id: 4 });
      expect(screen.getByText('#AIM-T-004')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Create Ticket/ })).not.toBeInTheDocument();
    },
  );

  it.each(['BID', 'Reschedule', 'Cancelled'] as const)(
    'shows a dash on a %s lead without a ticket',
    (status) => {
      const { container } = renderCell({ status });
      expect(container).toHaveTextContent('—');
      expect(screen.getByText('No ticket')).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );

  it("keeps 'Create Ticket' for a client ticket number: only our own ticket link hides it", () => {
    renderCell({ status: 'Confirm', client_ticket_number: 'CLIENT-77' });
    expect(screen.getByRole('link', { name: /Create Ticket/ })).toBeInTheDocument();
  });

  it("shows a dash instead of 'Create Ticket' to a user who may not create", () => {
    renderCell({ status: 'Confirm' }, fixtures.user({ permissions: ['read', 'update'] }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('No ticket')).toBeInTheDocument();
  });
});
