import { screen, waitFor, within } from '@testing-library/react';
import { fixtures, setupPageTest, trackToasts } from '@trellis/platform/testing';
import { renderAdmin } from '../../test/render-admin';
import { fakeHolidaysApi, holidayRows } from '../../test/holidays-api';

const { serveAndRender } = setupPageTest();

function setup(rows = holidayRows(3), path = '/holiday') {
  return serveAndRender(fakeHolidaysApi(rows), () => renderAdmin('/holiday', path));
}

const toasts = trackToasts();
const pager = () => within(screen.getByRole('navigation', { name: 'Holidays pages' }));
const pageButtons = () =>
  pager()
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('HolidayPage list', () => {
  it("shows the spec's columns, the derived status and the three stats", async () => {
    setup([
      fixtures.holiday({
        id: 1,
        title: 'Christmas Day',
        country: 'United Kingdom',
        date: '2026-12-25',
      }),
      fixtures.holiday({
        id: 2,
        title: 'Independence Day',
        type: 'National Holiday',
        country: 'United States',
        date: '2025-07-04',
        status: 'expired',
      }),
    ]);
    const title = await screen.findByText('Christmas Day');
    expect(screen.getByRole('heading', { level: 1, name: 'Holiday' })).toBeInTheDocument();
    // The first column holds the tick boxes, to export the rows ticked.
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '',
      'Title',
      'Holiday Type',
      'Country',
      'Date',
      'Status',
      'Actions',
    ]);
    const cells = within(title.closest('tr')!).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('Public Holiday');
    expect(cells[3]).toHaveTextContent('United Kingdom');
    expect(cells[4]).toHaveTextContent('12/25/2026');
    expect(cells[5]).toHaveTextContent('Active');
    const expired = screen.getByText('Independence Day').closest('tr')!;
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    const stats = within(screen.getByRole('region', { name: 'Holiday summary' }));
    expect(stats.getByText('Total Holidays').nextSibling).toHaveTextContent('2');
    expect(stats.getByText('Active Holidays').nextSibling).toHaveTextContent('1');
    expect(stats.getByText('Countries').nextSibling).toHaveTextContent('2');
  });

  it('exports the holidays ticked as CSV from the selection bar', async () => {
    const { user } = setup([
      fixtures.holiday({ id: 4, title: 'Christmas Day', date: '2026-12-25' }),
      fixtures.holiday({ id: 9, title: 'Boxing Day', date: '2026-12-26' }),
    ]);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Christmas Day 2026-12-25' }),
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Export selection (CSV)' })).toHaveAttribute(
      'href',
      '/api/holidays/selection.csv?ids=4',
    );
  });

  it("says 'No holidays found matching your criteria.' when nothing matches", async () => {
    setup([]);
    expect(
      await screen.findByText('No holidays found matching your criteria.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the search and filters in the address, and a country or status change goes to page 1', async () => {
    // Both lists have a page 2, so only the reset (not the clamp to the last page) gives page 1.
    const rows = [
      ...holidayRows(14),
      fixtures.holiday({ id: 50, title: 'Thanksgiving', country: 'United States' }),
      ...Array.from({ length: 11 }, (_, i) =>
        fixtures.holiday({ id: 60 + i, title: `US Day ${i + 1}`, country: 'United States' }),
      ),
    ];
    const { user, api, location } = setup(rows, '/holiday?page=2');
    expect(await screen.findByText('Holiday 11')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    await waitFor(() => expect(location()).toBe('/holiday?country=United+States'));
    expect(await screen.findByText('Thanksgiving')).toBeInTheDocument();
    expect(api.lastQuery()).toMatchObject({ country: 'United States', page: 1 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('US Day 10')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Expired');
    await waitFor(() => expect(location()).toBe('/holiday?country=United+States&status=expired'));
    expect(api.lastQuery()).toMatchObject({ status: 'expired', page: 1 });
    expect(
      await screen.findByText('No holidays found matching your criteria.'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.selectOptions(screen.getByLabelText('Country'), 'All Countries');
    await user.type(screen.getByRole('searchbox', { name: 'Search holidays' }), 'thanks{Enter}');
    await waitFor(() => expect(location()).toBe('/holiday?search=thanks'));
    await waitFor(() => expect(screen.queryByText('Holiday 1')).not.toBeInTheDocument());
    expect(screen.getByText('Thanksgiving')).toBeInTheDocument();
  });
});

describe('HolidayPage pagination', () => {
  it('shows 10 rows a page with Previous, Next and every page number when there are few', async () => {
    const { user, location } = setup(holidayRows(15));
    await screen.findByText('Holiday 1');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(pageButtons()).toEqual(['Previous', '1', '2', 'Next']);
    expect(pager().getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pager().queryByText('…')).not.toBeInTheDocument();
    await user.click(pager().getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Holiday 15')).toBeInTheDocument();
    expect(location()).toBe('/holiday?page=2');
    expect(pager().getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('puts ellipses between the first, the current and the last pages', async () => {
    const { user, location } = setup(holidayRows(100), '/holiday?page=5');
    expect(await screen.findByText('Holiday 41')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['Previous', '1', '4', '5', '6', '10', 'Next']);
    expect(pager().getAllByText('…')).toHaveLength(2);

    await user.click(pager().getByRole('button', { name: 'Page 10' }));
    expect(await screen.findByText('Holiday 91')).toBeInTheDocument();
    expect(location()).toBe('/holiday?page=10');
    expect(pageButtons()).toEqual(['Previous', '1', '6', '7', '8', '9', '10', 'Next']);
    expect(pager().getAllByText('…')).toHaveLength(1);

    await user.click(pager().getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('Holiday 1')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['Previous', '1', '2', '3', '4', '5', '10', 'Next']);
    expect(pager().getAllByText('…')).toHaveLength(1);
  });
});

describe('HolidayPage editing', () => {
  it('edits from the row menu and saves with PUT', async () => {
    const { user, api } = setup();
    await screen.findByText('Holiday 2');
    await user.click(screen.getByRole('button', { name: /^Actions for Holiday 2,/ }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Edit', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Holiday' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Holiday 2');
    await user.clear(title);
    await user.type(title, 'Spring Bank Holiday');
    await user.selectOptions(within(dialog).getByLabelText('Holiday Type'), 'Bank Holiday');
    await user.click(within(dialog).getByRole('button', { name: 'Update Holiday' }));
    expect(await screen.findByText('Spring Bank Holiday')).toBeInTheDocument();
    expect(api.writes).toEqual([
      {
        method: 'PUT',
        id: 2,
        body: {
          title: 'Spring Bank Holiday',
          type: 'Bank Holiday',
          country: 'United Kingdom',
          date: '2026-01-02',
        },
      },
    ]);
    expect(toasts()).toContainEqual(['Holiday updated successfully', 'success']);
  });

  it("asks 'Are you sure you want to delete this holiday?' before deleting", async () => {
    const { user, api } = setup();
    await screen.findByText('Holiday 3');
    await user.click(screen.getByRole('button', { name: /^Actions for Holiday 3,/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this holiday?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Actions for Holiday 3,/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Holiday 3')).not.toBeInTheDocument());
    expect(api.writes).toEqual([{ method: 'DELETE', id: 3, body: null }]);
  });

  it("checks the form first, starts in the filter's country, and shows a duplicate's 409 message", async () => {
    const { user, api } = setup(holidayRows(1), '/holiday?country=Germany');
    await screen.findByText('No holidays found matching your criteria.');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Holiday' });
    expect(within(dialog).getByLabelText('Country')).toHaveValue('Germany');
    await user.click(within(dialog).getByRole('button', { name: 'Create Holiday' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(api.writes).toEqual([]);

    await user.type(within(dialog).getByLabelText('Title'), 'Holiday 1');
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Holiday' }));
    expect(
      await within(dialog).findByText('Holiday 1 already exists on that date'),
    ).toBeInTheDocument();
    expect(api.writes[0]).toEqual({
      method: 'POST',
      body: { title: 'Holiday 1', type: 'Public Holiday', country: 'Germany', date: '2026-01-01' },
    });
  });
});
