import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { API_ROUTES } from '@trellis/contracts';
import {
  fixtures,
  http,
  HttpResponse,
  renderWithProviders,
  setupApiServer,
} from '@trellis/platform/testing';
import { ColumnsMenu } from '../columns/columns-menu';
import { HiddenColumnsProvider } from '../columns/hidden-columns';
import { DataTable, type DataColumn } from '../data-table';
import { ViewsMenu } from '../saved-views/views-menu';
import { Address, address, savedView, saveViewAnswer } from './saved-views-fixtures';

interface Row {
  id: number;
  code: string;
  city: string;
  email: string;
}

const schema = z.object({ status: z.enum(['open', 'closed']).optional() });

const columns: DataColumn<Row, never>[] = [
  { header: 'Ticket', cell: (row) => row.code },
  { header: 'City', cell: (row) => row.city },
  { header: 'Contact Email', cell: (row) => row.email },
  // No header: the row's actions, which stay whatever the reader hides.
  { header: '', cell: (row) => <button type="button">Edit {row.code}</button> },
];

const rows: Row[] = [{ id: 1, code: 'T-001', city: 'Lagos', email: 'ada@example.com' }];

/** The list's one saved view, whose open tickets hide a column. */
const SLIM = { name: 'Slim', query: 'status=open' };

const saved: unknown[] = [];
setupApiServer(
  http.get(API_ROUTES.views, () =>
    HttpResponse.json({
      items: [savedView({ ...SLIM, hidden_columns: ['contact_email'] })],
      default_view_id: null,
    }),
  ),
  http.get('/api/views/:id', ({ params }) =>
    HttpResponse.json(savedView({ ...SLIM, id: Number(params.id), hidden_columns: ['city'] })),
  ),
  saveViewAnswer(saved),
);

/** A list page as a remote builds one: Views and Columns menus over the table. */
function TicketsList() {
  return (
    <>
      <ViewsMenu list="tickets" schema={schema} />
      <ColumnsMenu columns={columns} />
      <HiddenColumnsProvider>
        <DataTable label="Tickets" items={rows} columns={columns} />
      </HiddenColumnsProvider>
      <Address />
    </>
  );
}

const renderList = (route = '/tickets?status=open&page=3') =>
  renderWithProviders(<TicketsList />, { route, user: fixtures.user() });

const headers = () =>
  within(screen.getByRole('table', { name: 'Tickets' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

beforeEach(() => {
  saved.length = 0;
});

describe('ColumnsMenu', () => {
  it('hides a column from the table and shows it again, keeping the rest of the address', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const city = screen.getByRole('menuitemcheckbox', { name: 'City' });
    expect(city).toBeChecked();
    await userEvent.click(city);
    expect(headers()).toEqual(['Ticket', 'Contact Email', '']);
    expect(screen.queryByText('Lagos')).not.toBeInTheDocument();
    expect(address()).toBe('?status=open&page=3&hide=city');
    // The menu stays open, the column now unticked, so it can be shown again at once.
    expect(screen.getByRole('menuitemcheckbox', { name: 'City' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'City' }));
    expect(headers()).toEqual(['Ticket', 'City', 'Contact Email', '']);
    expect(screen.getByText('Lagos')).toBeInTheDocument();
    expect(address()).toBe('?status=open&page=3');
  });

  it('never offers to hide the record’s own column or the actions, even by link', async () => {
    renderList('/tickets?hide=ticket,contact_email');
    expect(headers()).toEqual(['Ticket', 'City', '']);
    expect(screen.getByText('T-001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit T-001' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent)).toEqual([
      'City',
      'Contact Email',
    ]);
  });

  it('hides nothing from a table outside a list’s provider (a dialog’s)', () => {
    renderWithProviders(<DataTable label="Tickets" items={rows} columns={columns} />, {
      route: '/tickets?hide=city',
      user: fixtures.user(),
    });
    expect(headers()).toEqual(['Ticket', 'City', 'Contact Email', '']);
  });

  it('shows every column again with "Show all columns"', async () => {
    renderList('/tickets?hide=city,contact_email&status=open');
    expect(headers()).toEqual(['Ticket', '']);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Show all columns' }));
    expect(headers()).toEqual(['Ticket', 'City', 'Contact Email', '']);
    expect(address()).toBe('?status=open');
  });

  it('saves the hidden columns as the view’s columns, not in its query', async () => {
    renderList('/tickets?status=open&hide=city');
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    await userEvent.type(await screen.findByLabelText('View name'), 'No city');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(address()).toBe('?status=open&hide=city&saved=42'));
    expect(saved).toEqual([
      {
        list: 'tickets',
        name: 'No city',
        shared: false,
        query: 'status=open',
        hidden_columns: ['city'],
      },
    ]);
    expect(headers()).toEqual(['Ticket', 'Contact Email', '']);
  });

  it('hides a view’s columns when it is opened from the menu', async () => {
    renderList('/tickets?hide=city');
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Slim' }));
    expect(address()).toBe('?status=open&hide=contact_email&saved=1');
    expect(headers()).toEqual(['Ticket', 'City', '']);
  });

  it('hides a view’s columns when a link to it is opened', async () => {
    renderList('/tickets?saved=7');
    await waitFor(() => expect(address()).toBe('?status=open&hide=city&saved=7'));
    expect(headers()).toEqual(['Ticket', 'Contact Email', '']);
  });
});
