import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, renderWithProviders } from '@trellis/platform/testing';
import { BulkActions } from '../bulk/bulk-actions';
import { BulkList } from './bulk-list';

const renderList = (route = '/tickets?sort=name&status=Open') =>
  renderWithProviders(
    <BulkList
      bar={(selection) => (
        <BulkActions list="tickets" selection={selection} actions={{ delete: { initial: {} } }} />
      )}
    />,
    { route, user: fixtures.user() },
  );

const exportLink = async () =>
  within(await screen.findByRole('region', { name: 'Bulk actions' })).getByRole('link', {
    name: 'Export selection (CSV)',
  });

describe('exporting a selection', () => {
  it('downloads the ticked rows by id', async () => {
    renderList();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Thing 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Thing 4' }));
    const link = await exportLink();
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('href', '/api/tickets/selection.csv?ids=2%2C4');
  });

  it("downloads every row matching the list's filter once all are selected", async () => {
    renderList();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Select all 12 matching this filter' }),
    );
    expect(await exportLink()).toHaveAttribute(
      'href',
      `/api/tickets/selection.csv?filter=${encodeURIComponent('sort=name&status=Open')}`,
    );
  });
});
