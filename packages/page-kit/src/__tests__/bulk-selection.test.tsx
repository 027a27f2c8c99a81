import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, renderWithProviders } from '@trellis/platform/testing';
import { DataTable } from '../data-table';
import { BulkList } from './bulk-list';

const renderList = (route = '/things?sort=name') =>
  renderWithProviders(<BulkList />, { route, user: fixtures.user() });

const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const pageBox = () => screen.getByRole('checkbox', { name: 'Select every row on this page' });
const bar = () => screen.queryByRole('region', { name: 'Bulk actions' });
const selectedRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-selected') === 'true')
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('row selection', () => {
  it('counts the ticked rows in the selection bar, marks them, and clears them', async () => {
    renderList();
    expect(bar()).not.toBeInTheDocument();
    await userEvent.click(rowBox('Thing 2'));
    await userEvent.click(rowBox('Thing 4'));
    expect(within(bar()!).getByText('2 selected')).toHaveAttribute('aria-live', 'polite');
    expect(selectedRows()).toEqual(['Thing 2', 'Thing 4']);
    await userEvent.click(within(bar()!).getByRole('button', { name: 'Clear selection' }));
    expect(bar()).not.toBeInTheDocument();
    expect(rowBox('Thing 2')).not.toBeChecked();
    expect(selectedRows()).toEqual([]);
  });

  it('ticks the rows between the last clicked one and a Shift-clicked one, and unticks them alike', async () => {
    renderList();
    const user = userEvent.setup();
    await user.click(rowBox('Thing 1'));
    await user.keyboard('{Shift>}');
    await user.click(rowBox('Thing 4'));
    await user.keyboard('{/Shift}');
    expect(selectedRows()).toEqual(['Thing 1', 'Thing 2', 'Thing 3', 'Thing 4']);
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    // From Thing 4 back up to Thing 2, which is ticked: the range is unticked.
    await user.keyboard('{Shift>}');
    await user.click(rowBox('Thing 2'));
    await user.keyboard('{/Shift}');
    expect(selectedRows()).toEqual(['Thing 1']);
  });

  it('ticks the whole page from the header, shows a partly ticked page as mixed, and unticks it', async () => {
    renderList();
    await userEvent.click(pageBox());
    expect(pageBox()).toBeChecked();
    expect(selectedRows()).toEqual(['Thing 1', 'Thing 2', 'Thing 3', 'Thing 4', 'Thing 5']);
    await userEvent.click(rowBox('Thing 3'));
    expect(pageBox()).not.toBeChecked();
    expect((pageBox() as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(pageBox());
    expect(screen.getByText('5 selected')).toBeInTheDocument();
    await userEvent.click(pageBox());
    expect(selectedRows()).toEqual([]);
    expect(bar()).not.toBeInTheDocument();
  });

  it('is reached with Tab and ticked with Space', async () => {
    renderList();
    const user = userEvent.setup();
    await user.tab();
    expect(pageBox()).toHaveFocus();
    await user.tab();
    expect(rowBox('Thing 1')).toHaveFocus();
    await user.keyboard(' ');
    expect(rowBox('Thing 1')).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('keeps the ticks across pages and a display change, and drops them when the filter changes', async () => {
    renderList();
    await userEvent.click(rowBox('Thing 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(rowBox('Thing 7'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show as cards' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Closed only' }));
    expect(bar()).not.toBeInTheDocument();
    expect(rowBox('Thing 1')).not.toBeChecked();
  });

  it('offers every match once the whole page is ticked, and says when they are', async () => {
    renderList();
    await userEvent.click(pageBox());
    expect(screen.getByText('All 5 records on this page are selected.')).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Select all 12 matching this filter' }),
    );
    expect(screen.getByText('12 selected')).toBeInTheDocument();
    expect(
      screen.getByText('All 12 records matching this filter are selected'),
    ).toBeInTheDocument();
    // Unticking a row leaves "all matching" for the rest of the page.
    await userEvent.click(rowBox('Thing 2'));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    expect(selectedRows()).toEqual(['Thing 1', 'Thing 3', 'Thing 4', 'Thing 5']);
  });

  it('leaves a table without selection as it was: no checkbox column', () => {
    renderWithProviders(
      <DataTable
        label="Plain"
        items={[{ id: 1, name: 'Only' }]}
        columns={[{ header: 'Name', cell: (row) => row.name }]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name']);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Only' })).not.toHaveAttribute('aria-selected');
  });
});
