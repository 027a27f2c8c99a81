import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@trellis/platform';
import { fixtures, renderWithProviders } from '@trellis/platform/testing';
import { LoadedRecord, type LoadedRecordQuery } from '../loaded-record';
import { RecordRowMenu } from '../record-row-menu';

const query = (state: Partial<LoadedRecordQuery<{ name: string }>>) => ({
  data: undefined,
  isError: false,
  error: null,
  refetch: jest.fn(),
  ...state,
});
const notFound = { title: 'Lead not found', backLabel: 'Back to leads', onBack: () => {} };

describe('LoadedRecord', () => {
  it('shows a spinner, then the record', () => {
    const view = renderWithProviders(
      <LoadedRecord query={query({})} noun="lead">
        {(lead) => lead.name}
      </LoadedRecord>,
    );
    expect(screen.getByText('Loading lead...')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(
      <LoadedRecord query={query({ data: { name: 'L-0001' } })} noun="lead">
        {(lead) => lead.name}
      </LoadedRecord>,
    );
    expect(screen.getByText('L-0001')).toBeInTheDocument();
  });

  it('offers Retry when the load fails', async () => {
    const failed = query({ isError: true, error: new Error('offline') });
    renderWithProviders(
      <LoadedRecord query={failed} noun="lead">
        {(lead) => lead.name}
      </LoadedRecord>,
    );
    expect(screen.getByText('Could not load the lead')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('says a missing record is not found, for a 404 or an address naming none', () => {
    const gone = new ApiError(404, 'NOT_FOUND', 'Lead not found');
    const view = renderWithProviders(
      <LoadedRecord query={query({ isError: true, error: gone })} noun="lead" notFound={notFound}>
        {(lead) => lead.name}
      </LoadedRecord>,
    );
    expect(screen.getByRole('button', { name: 'Back to leads' })).toBeInTheDocument();
    view.unmount();
    renderWithProviders(
      <LoadedRecord query={query({})} noun="lead" notFound={{ ...notFound, missing: true }}>
        {(lead) => lead.name}
      </LoadedRecord>,
    );
    expect(screen.getByText('Lead not found')).toBeInTheDocument();
  });
});

describe('RecordRowMenu', () => {
  const create = { key: 'clone', label: 'Clone', icon: null, onSelect: jest.fn() };
  const handlers = { onView: jest.fn(), onEdit: jest.fn(), onDelete: jest.fn() };

  it('offers each item to a role that may do it, and hands it the row', async () => {
    renderWithProviders(
      <RecordRowMenu record={{ id: 4 }} name="L-0004" create={create} {...handlers} />,
      { user: fixtures.user({ permissions: ['read', 'create'] }) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for L-0004' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Clone',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Clone' }));
    expect(create.onSelect).toHaveBeenCalledWith({ id: 4 });
  });
});
