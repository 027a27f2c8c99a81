import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { guessMapping, IMPORT_MESSAGES, REALTIME_EVENTS } from '@trellis/contracts';
import { apiFetch, realtime } from '@trellis/platform';
import {
  emitRealtime,
  fixtures,
  renderWithProviders,
  setupApiServer,
} from '@trellis/platform/testing';
import { ImportButton } from '../import/import-button';
import { uploadToImport } from '../testing/import-upload';
import { CSV, fake, HEADERS, importHandlers } from './fake-customers-import';

setupApiServer(...importHandlers);

/** The customers list as a page has it: an import must refresh it. */
function ListLoads() {
  const { data } = useQuery({
    queryKey: ['customers', 'list'],
    queryFn: () => apiFetch<{ loads: number }>('/api/customers'),
  });
  return <p>List loaded {data?.loads ?? 0} times</p>;
}

const onImported = jest.fn();

function renderPage(permissions = fixtures.user().permissions) {
  return renderWithProviders(
    <>
      <ImportButton kind="customers" onImported={onImported} />
      <ListLoads />
    </>,
    { user: fixtures.user({ permissions }) },
  );
}

/** Opens the dialog and chooses the file, which uploads it: the dialog. */
const uploadFile = () =>
  uploadToImport('customers', new File([CSV], 'customers.csv', { type: 'text/csv' }));

const column = (dialog: HTMLElement, header: string) =>
  within(dialog).getByRole('combobox', { name: header });
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

beforeEach(() => {
  fake.reset();
  onImported.mockReset();
});
afterEach(() => realtime.disconnect());

describe('importing a file', () => {
  it('pre-fills the columns from the server and checks the file again with the columns changed', async () => {
    renderPage();
    const dialog = await uploadFile();
    expect(await within(dialog).findByRole('combobox', { name: 'Company' })).toHaveDisplayValue(
      'Name (required)',
    );
    expect(fake.uploads).toEqual([
      { fileName: 'customers.csv', text: CSV, mode: 'all', mapping: null },
    ]);
    expect(column(dialog, 'E-mail')).toHaveDisplayValue('Account email (required)');
    expect(column(dialog, 'Reg')).toHaveDisplayValue('Ignore this column');
    expect(column(dialog, 'Notes')).toHaveDisplayValue('Ignore this column');

    await userEvent.selectOptions(column(dialog, 'Reg'), 'Company registration no');
    // A field takes one column: giving Name to Notes leaves Company ignored.
    await userEvent.selectOptions(column(dialog, 'Notes'), 'Name (required)');
    expect(column(dialog, 'Company')).toHaveDisplayValue('Ignore this column');
    await userEvent.selectOptions(column(dialog, 'Notes'), 'Ignore this column');
    expect(within(dialog).getByText('Map a column to Name')).toBeInTheDocument();
    await userEvent.selectOptions(column(dialog, 'Company'), 'Name (required)');
    expect(within(dialog).queryByText('Map a column to Name')).not.toBeInTheDocument();
    // What would be imported is what the file was checked with: not yet the new columns.
    expect(
      within(dialog).getByRole('button', { name: 'Import 2 customers' }),
    ).toHaveAccessibleDescription('Check the file again with the new columns before importing');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(fake.uploads).toHaveLength(2));
    // The same file, with the columns as changed; the first import is cancelled.
    expect(fake.uploads[1]).toEqual({
      fileName: 'customers.csv',
      text: CSV,
      mode: 'all',
      mapping: ['name', 'account_email', 'company_reg_no', null],
    });
    await waitFor(() => expect(fake.cancels).toEqual([1]));
    expect(await within(dialog).findByRole('button', { name: 'Import 2 customers' })).toBeEnabled();
    expect(column(dialog, 'Reg')).toHaveDisplayValue('Company registration no');
    expect(within(dialog).queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
  });

  it('shows what the import would do: its counts, the first rows as stored and the problems, by page', async () => {
    fake.outcome = () => ({
      import: { counts: { rows: 17, create: 12, update: 3, errors: 2 } },
      rows: [
        {
          line: 2,
          action: 'create',
          values: { name: 'Acme', account_email: 'ops@acme.test', status: 'Active' },
        },
        {
          line: 3,
          action: 'update',
          values: { name: 'Bolt', account_email: 'hi@bolt.test', status: 'Active' },
        },
      ],
      errors: Array.from({ length: 60 }, (_, index) => ({
        line: index + 4,
        column: 'E-mail',
        message: `Problem ${index + 1}`,
      })),
    });
    renderPage();
    const dialog = await uploadFile();
    expect(
      await within(dialog).findByText('12 to create, 3 to update, 2 with errors'),
    ).toBeInTheDocument();

    const preview = within(dialog).getByRole('table', {
      name: 'The first 2 rows as they will be imported',
    });
    expect(cells(preview)).toEqual([
      ['Line', 'Action', 'Name', 'Account email', 'Status'],
      ['2', 'Create', 'Acme', 'ops@acme.test', 'Active'],
      ['3', 'Update', 'Bolt', 'hi@bolt.test', 'Active'],
    ]);

    const problems = within(dialog).getByRole('table', { name: 'Problems (60)' });
    expect(cells(problems)).toHaveLength(51);
    expect(cells(problems).slice(0, 2)).toEqual([
      ['Line', 'Column', 'Problem'],
      ['4', 'E-mail', 'Problem 1'],
    ]);
    expect(
      within(dialog).getByRole('link', { name: 'Download the rows with errors (CSV)' }),
    ).toHaveAttribute('href', '/api/imports/1/errors.csv');

    const paging = within(dialog).getByRole('navigation', { name: 'Pages of problems' });
    expect(paging).toHaveTextContent('1–50 of 60');
    await userEvent.click(within(paging).getByRole('button', { name: /Next/ }));
    expect(await within(dialog).findByText('51–60 of 60')).toBeInTheDocument();
    expect(cells(within(dialog).getByRole('table', { name: 'Problems (60)' }))).toHaveLength(11);
    expect(within(dialog).getByText('Problem 60')).toBeInTheDocument();
    expect(fake.pages).toContain(2);
  });

  it('imports nothing while rows have errors, unless the valid rows only are asked for', async () => {
    fake.outcome = (_mapping, mode) => ({
      import: { mode, counts: { rows: 5, create: 3, update: 0, errors: 2 } },
    });
    renderPage();
    const dialog = await uploadFile();
    const why = '2 rows have errors: fix the file, or import the valid rows only';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(why);
    const importButton = within(dialog).getByRole('button', { name: 'Import 3 customers' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription(why);

    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Import the valid rows only' }),
    );
    // Another mode is another import of the same file, with the same columns.
    await waitFor(() => expect(fake.uploads).toHaveLength(2));
    expect(fake.uploads[1]).toMatchObject({
      mode: 'valid',
      mapping: guessMapping('customers', HEADERS),
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Import 3 customers' })).toBeEnabled(),
    );
    expect(within(dialog).queryByText(why)).not.toBeInTheDocument();
    expect(fake.cancels).toEqual([1]);
  });

  it('imports, shows its progress and then what it did, and refreshes the list', async () => {
    realtime.connect();
    await waitFor(() => expect(realtime.connected).toBe(true));
    fake.outcome = () => ({
      import: { counts: { rows: 15, create: 12, update: 3, errors: 0 } },
    });
    renderPage();
    expect(await screen.findByText('List loaded 1 times')).toBeInTheDocument();
    const dialog = await uploadFile();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Import 15 customers' }),
    );

    const progress = await within(dialog).findByRole('progressbar', {
      name: 'Importing 15 customers…',
    });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '15');
    expect(within(dialog).getByRole('button', { name: 'Cancel import' })).toBeEnabled();
    act(() =>
      emitRealtime(REALTIME_EVENTS.importProgress, {
        id: 1,
        state: 'importing',
        done: 6,
        total: 15,
      }),
    );
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '6'));
    expect(within(dialog).getByText('6 of 15 written')).toBeInTheDocument();

    fake.change(1, { state: 'done', finished_at: '2026-11-29T10:01:00.000Z' });
    act(() =>
      emitRealtime(REALTIME_EVENTS.importProgress, { id: 1, state: 'done', done: 15, total: 15 }),
    );
    expect(await within(dialog).findByText('12 created, 3 updated')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ id: 1, state: 'done' }));
    expect(await screen.findByText('List loaded 2 times')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.cancels).toEqual([]);
  });

  it('takes a dropped file, says why its import failed, and starts over', async () => {
    fake.outcome = () => ({ import: { state: 'failed', error: IMPORT_MESSAGES.notReadable } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
    const drop = (file: File) =>
      fireEvent.drop(within(dialog).getByText(/^Drop a CSV or Excel file here/).parentElement!, {
        dataTransfer: { files: [file] },
      });
    drop(new File([CSV], 'customers.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file could not be read as CSV or Excel (.xlsx)',
    );
    expect(fake.uploads).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    expect(within(dialog).getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/api/customers/import/template.csv',
    );
    drop(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose a CSV or Excel (.xlsx) file to import',
    );
    expect(fake.uploads).toHaveLength(1);
  });

  it('offers Import only to readers who may create the list’s records', async () => {
    const view = renderPage(['read', 'update']);
    expect(await screen.findByText('List loaded 1 times')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    view.unmount();
    renderPage(['read', 'create']);
    expect(await screen.findByRole('button', { name: 'Import' })).toBeInTheDocument();
  });
});
